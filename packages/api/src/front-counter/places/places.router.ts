import { publicProcedure, router } from '../../trpc.ts';
import { searchMeta, ZPlaces, ZPlacesInput } from './places.schema.ts';
import { searchPlaces } from './places.service.ts';

export const placesRouter = router({
  search: publicProcedure
    .meta(searchMeta)
    .input(ZPlacesInput)
    .output(ZPlaces)
    .query(({ input }) => searchPlaces(input.q)),
});

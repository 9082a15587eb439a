import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { useLiveEvents } from '../../../lib/live-socket.ts';
import { showFailure, toast } from '../../../lib/toast.ts';
import { type RouterOutputs, useTRPC } from '../../../lib/trpc.ts';

export type Night = RouterOutputs['nights']['get'];

/**
 * What every change to a night does with its answer (the night as it now stands): the page shows it
 * at once, the list of nights follows, and a toast says what happened.
 */
function useShowNight(id: number) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return (night: Night, title: string, description?: string) => {
    queryClient.setQueryData(trpc.nights.get.queryKey({ id }), night);
    void queryClient.invalidateQueries({ queryKey: trpc.nights.list.queryKey() });
    toast({ title, ...(description && { description }) });
  };
}

/**
 * Keeps an open night current for everyone invited (issue 32): the server says when anything on it
 * changed (an answer, a vote, a candidate, the vote closing, the night itself), and after the socket
 * was away the night is fetched again. The list of nights follows.
 */
export function useLiveNight(userId: string, id: number) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  useLiveEvents(userId, (event) => {
    if ((event.type === 'night-changed' && event.data.id === id) || event.type === 'resync') {
      void queryClient.invalidateQueries({ queryKey: trpc.nights.get.queryKey({ id }) });
      void queryClient.invalidateQueries({ queryKey: trpc.nights.list.queryKey() });
    }
  });
}

const ANSWERED = {
  yes: 'See you there!',
  maybe: 'Marked as maybe.',
  no: "Sorry you can't make it.",
} as const;

export function useRsvp(id: number) {
  const trpc = useTRPC();
  const show = useShowNight(id);
  return useMutation(
    trpc.nights.rsvp.mutationOptions({
      onSuccess: (night, input) => show(night, 'Answer Sent', ANSWERED[input.answer]),
      onError: (error) => showFailure(error, "Couldn't send your answer."),
    }),
  );
}

export function useVote(id: number) {
  const trpc = useTRPC();
  const show = useShowNight(id);
  return useMutation(
    trpc.nights.vote.mutationOptions({
      onSuccess: (night) => show(night, 'Votes Saved'),
      onError: (error) => showFailure(error, "Couldn't save your votes."),
    }),
  );
}

export function useAddCandidate(id: number) {
  const trpc = useTRPC();
  const show = useShowNight(id);
  return useMutation(
    trpc.nights.addCandidate.mutationOptions({
      onSuccess: (night, input) => {
        const film = night.candidates.find((c) => c.movieId === input.movieId);
        show(night, 'Film Added', film && `${film.title} is a candidate now.`);
      },
      onError: (error) => showFailure(error, "Couldn't add the film."),
    }),
  );
}

export function useCloseVote(id: number) {
  const trpc = useTRPC();
  const show = useShowNight(id);
  return useMutation(
    trpc.nights.close.mutationOptions({
      onSuccess: (night) =>
        show(night, 'Vote Closed', night.winner ? `You're watching ${night.winner.title}.` : undefined),
      onError: (error) => showFailure(error, "Couldn't close the vote."),
    }),
  );
}

export function useEditNight(id: number, onSaved: () => void) {
  const trpc = useTRPC();
  const show = useShowNight(id);
  return useMutation(
    trpc.nights.update.mutationOptions({
      onSuccess: (night) => {
        show(night, 'Night Updated', 'Everyone invited has been told.');
        onSaved();
      },
      onError: (error) => showFailure(error, "Couldn't change the night."),
    }),
  );
}

export function useCancelNight(id: number) {
  const trpc = useTRPC();
  const show = useShowNight(id);
  return useMutation(
    trpc.nights.cancel.mutationOptions({
      onSuccess: (night) => show(night, 'Night Cancelled', 'Everyone invited has been told.'),
      onError: (error) => showFailure(error, "Couldn't cancel the night."),
    }),
  );
}

export function useLogNight(id: number) {
  const trpc = useTRPC();
  const show = useShowNight(id);
  return useMutation(
    trpc.nights.watched.mutationOptions({
      onSuccess: (night) => show(night, 'Logged in Your Diary', night.winner?.title),
      onError: (error) => showFailure(error, "Couldn't log the night."),
    }),
  );
}

/** Hosts a night and opens its page. */
export function useHostNight() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation(
    trpc.nights.create.mutationOptions({
      onSuccess: (night) => {
        queryClient.setQueryData(trpc.nights.get.queryKey({ id: night.id }), night);
        void queryClient.invalidateQueries({ queryKey: trpc.nights.list.queryKey() });
        toast({ title: 'Night Planned', description: 'Your invitations are on their way.' });
        navigate(`/nights/${night.id}`);
      },
      onError: (error) => showFailure(error, "Couldn't plan the night."),
    }),
  );
}

/** A local date-time picker's value ('2026-12-04T19:30') as the ISO time the server takes. */
export const isoFromLocal = (local: string) => new Date(local).toISOString();

/** An ISO time as a local date-time picker's value. */
export function localFromIso(iso: string): string {
  const at = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** The night's date and time as the page writes it. */
export const whenText = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'full', timeStyle: 'short' });

import { zodResponseFormat } from 'openai/helpers/zod';
import { z } from 'zod';
import { createOpenAiClient, type OpenAiSettings } from '../../openai-client.ts';

/** What the model must answer with: titles (with years, to tell remakes apart) and a reason each. */
const ZSuggestions = z.object({
  recommendations: z.array(
    z.object({
      title: z.string(),
      year: z.number().int().nullable(),
      reason: z.string(),
    }),
  ),
});
export type Suggestion = z.infer<typeof ZSuggestions>['recommendations'][number];

export interface Brief {
  favourites: string[];
  liked: string[];
  disliked: string[];
  /** Titles not to suggest again (already recommended, seen, queued). */
  avoid: string[];
  count: number;
}

const SYSTEM = `You are Chuck, the clerk at a neighbourhood video store in 1999: warm, opinionated, a little
sarcastic, a walking film encyclopedia. You recommend real, released feature films only. For each pick
give one short line (under 140 characters) in your voice that names which of the customer's favourites or
liked films it follows from. Never suggest a film the customer named, liked, disliked or was already
offered. Prefer well-regarded films; vary directors and genres.`;

/** Asks the model for picks; throws on any failure or timeout (the caller falls back). */
export function createOpenAiSuggester(settings: OpenAiSettings) {
  const { client, timeoutMs } = createOpenAiClient(settings);

  return async function suggest(brief: Brief): Promise<Suggestion[]> {
    const completion = await client.chat.completions.parse(
      {
        model: settings.model,
        temperature: 0.7,
        messages: [
          { role: 'system', content: SYSTEM },
          { role: 'user', content: describe(brief) },
        ],
        response_format: zodResponseFormat(ZSuggestions, 'recommendations'),
      },
      // The SDK's own timeout covers the request; this also bounds reading and parsing the body.
      { signal: AbortSignal.timeout(timeoutMs) },
    );
    const message = completion.choices[0]?.message;
    if (!message?.parsed) throw new Error(message?.refusal ?? 'The model returned no recommendations');
    return ZSuggestions.parse(message.parsed).recommendations;
  };
}

function describe(brief: Brief): string {
  const list = (items: string[]) => (items.length ? items.join('; ') : 'none');
  return [
    `My favourite movies: ${list(brief.favourites)}.`,
    `Movies I liked: ${list(brief.liked)}.`,
    `Movies I did not like or am not interested in: ${list(brief.disliked)}.`,
    `Already offered or seen (do not suggest): ${list(brief.avoid)}.`,
    `Recommend ${brief.count} movies.`,
  ].join('\n');
}

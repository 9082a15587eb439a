import { HttpResponse, type HttpResponseResolver, http } from 'msw';

/** The OpenAI settings that point an engine at the tests' stand-in (msw answers it; add a timeoutMs). */
export const FAKE_OPENAI = { apiKey: 'sk-test', baseUrl: 'https://llm.test/v1', model: 'gpt-test' };

/** An msw handler: the stand-in's chat completions, answered by `resolver`. */
export function fakeChatCompletions(resolver: HttpResponseResolver) {
  return http.post(`${FAKE_OPENAI.baseUrl}/chat/completions`, resolver);
}

/** A chat completion as OpenAI answers one, its one choice saying `content`. */
export function completion(content: string) {
  return HttpResponse.json({
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 1_700_000_000,
    model: FAKE_OPENAI.model,
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content, refusal: null },
        finish_reason: 'stop',
        logprobs: null,
      },
    ],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  });
}

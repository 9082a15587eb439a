import type { OpenAiSettings } from '../openai-client.ts';
import type { ChatEngine } from './chat-types.ts';
import { createLocalChat } from './local/local-chat.ts';
import { createOpenAiChat } from './openai/openai-chat.ts';

export interface ChatEngineConfig {
  /** Set → replies from the language model, grounded in the catalog; the local engine otherwise. */
  openai?: OpenAiSettings | undefined;
  /** Told when the model failed and the local answer was used instead (for the log). */
  onFallback?: ((error: unknown) => void) | undefined;
}

/**
 * Chuck's chat. The local engine always answers first (it is fast and grounded): that answer is
 * the reply without a model, the model's brief and its fallback when it fails or times out.
 */
export function createChatEngine(config: ChatEngineConfig = {}): ChatEngine {
  const local = createLocalChat();
  const model = config.openai ? createOpenAiChat(config.openai) : undefined;
  return {
    engine: model ? 'openai' : 'local',
    async reply(catalog, request) {
      const draft = await local.reply(catalog, request);
      // The club discs it named are the model's to mention too; the caller gets the reply alone.
      const { discs: _, ...reply } = draft;
      if (!model) return reply;
      try {
        return await model(catalog, request, draft);
      } catch (error) {
        config.onFallback?.(error);
        return reply;
      }
    },
  };
}

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type ChatMessage,
  lookUpReply,
  REPLY_LOOKUP_DELAY_MS,
  REPLY_RETRY_DELAY_MS,
  replyAfter,
} from './reply-lookup.ts';

const message = (id: number, role: ChatMessage['role'], content = `m${id}`): ChatMessage => ({
  id,
  role,
  content,
  timestamp: new Date(2024, 0, 1, 0, 0, id).toISOString(),
  films: [],
});

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('replyAfter', () => {
  it('is the first assistant message after the sent one, not an earlier reply', () => {
    const history = [
      message(1, 'user'),
      message(2, 'assistant', 'old'),
      message(5, 'user'),
      message(6, 'assistant', 'new'),
    ];
    expect(replyAfter(history, 5)?.content).toBe('new');
    expect(replyAfter(history, 6)).toBeUndefined();
    expect(replyAfter([], 1)).toBeUndefined();
  });
});

describe('lookUpReply', () => {
  it('looks 3 s after sending and, when Chuck has not answered yet, once more 2 s later', async () => {
    const fetchHistory = vi
      .fn<() => Promise<ChatMessage[]>>()
      .mockResolvedValueOnce([message(7, 'user')])
      .mockResolvedValueOnce([message(7, 'user'), message(8, 'assistant', 'Try Heat (1995).')]);
    const result = lookUpReply(fetchHistory, 7, new AbortController().signal);
    await vi.advanceTimersByTimeAsync(REPLY_LOOKUP_DELAY_MS - 1);
    expect(fetchHistory).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchHistory).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(REPLY_RETRY_DELAY_MS - 1);
    expect(fetchHistory).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchHistory).toHaveBeenCalledTimes(2);
    expect((await result)?.content).toBe('Try Heat (1995).');
  });

  it('stops after the first look when the reply is there', async () => {
    const fetchHistory = vi.fn(async () => [message(3, 'user'), message(4, 'assistant')]);
    const result = lookUpReply(fetchHistory, 3, new AbortController().signal);
    await vi.advanceTimersByTimeAsync(REPLY_LOOKUP_DELAY_MS);
    expect((await result)?.id).toBe(4);
    await vi.advanceTimersByTimeAsync(REPLY_RETRY_DELAY_MS * 2);
    expect(fetchHistory).toHaveBeenCalledTimes(1);
  });

  it('gives up (undefined) when there is still no reply on the retry', async () => {
    const fetchHistory = vi.fn(async () => [message(3, 'user')]);
    const result = lookUpReply(fetchHistory, 3, new AbortController().signal);
    await vi.advanceTimersByTimeAsync(REPLY_LOOKUP_DELAY_MS + REPLY_RETRY_DELAY_MS);
    expect(await result).toBeUndefined();
    expect(fetchHistory).toHaveBeenCalledTimes(2);
  });

  it('rejects when the history cannot be fetched', async () => {
    const fetchHistory = vi.fn(async (): Promise<ChatMessage[]> => {
      throw new Error('500: boom');
    });
    const result = lookUpReply(fetchHistory, 3, new AbortController().signal);
    const settled = expect(result).rejects.toThrow('500: boom');
    await vi.advanceTimersByTimeAsync(REPLY_LOOKUP_DELAY_MS);
    await settled;
  });

  it('stops waiting and fetches nothing when the call is torn down', async () => {
    const fetchHistory = vi.fn(async () => [message(3, 'user')]);
    const controller = new AbortController();
    const result = lookUpReply(fetchHistory, 3, controller.signal);
    const settled = expect(result).rejects.toBeDefined();
    controller.abort();
    await settled;
    await vi.advanceTimersByTimeAsync(REPLY_LOOKUP_DELAY_MS + REPLY_RETRY_DELAY_MS);
    expect(fetchHistory).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});

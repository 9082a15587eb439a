// The longest messages the server keeps, and a conversation's page. Zod-free, so the web app's
// composers share them cheaply.

/** One message to Chuck (the video overlay's '[Video Chat] ' prefix counts toward it). */
export const CHAT_MESSAGE_MAX = 2000;
/** One message between members. */
export const MEMBER_MESSAGE_MAX = 2000;
/** Messages in a conversation page: a shorter page is the start of the conversation. */
export const CONVERSATION_PAGE_SIZE = 50;

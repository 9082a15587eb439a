// PLACEHOLDER with the agreed interface: the chat work replaces the body with Chuck's chat widget
// ('Chuck - Movie Clerk'), keyed by the visitor's session.

/** Spec §2 Home: the chat widget. Renders nothing until the chat work fills it in. */
export function ChatWidgetSlot() {
  return null;
}

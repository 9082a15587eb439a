import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket, installFakeWebSocket } from '../../../components/notifications/fake-websocket.ts';
import type { RouterOutputs } from '../../../lib/trpc.ts';
import { connection, member } from '../../../test/fixtures.ts';
import { server } from '../../../test/msw-server.ts';
import { renderApp } from '../../../test/render-app.tsx';
import {
  fail,
  mockTrpc,
  ok,
  signedOut,
  type TrpcResolver,
  type TrpcResolvers,
} from '../../../test/trpc-mock.ts';
import { emptyProfile } from '../../library/profile/fake-profile.ts';
import type { Connection, ConnectionLead } from './connection-text.ts';

type Overview = RouterOutputs['connections']['list'];

import type { Message } from './use-conversation.ts';

/** The list's answer: these connections, and no requests or suggestions unless given. */
function overview(connections: Connection[], extra: Partial<Overview> = {}): Overview {
  return { connections, pending: { incoming: [], outgoing: [] }, suggestions: [], ...extra };
}

function lead(id: number, name: string): ConnectionLead {
  return {
    member: { id: `u_${id}`, displayName: name, profileImageUrl: null },
    movieTitle: 'The Thing',
    connectionType: 'collection',
    strength: '1',
    at: '2026-11-01T10:00:00Z',
  };
}

function message(id: number, text: string, mine: boolean, connectionId = 7): Message {
  return {
    id,
    senderId: mine ? member.id : 'u_7',
    receiverId: mine ? 'u_7' : member.id,
    connectionId,
    message: text,
    movieContext: null,
    sentAt: new Date().toISOString(),
  };
}

const profile = { ...emptyProfile(), displayName: 'Dana' };

function setup(resolvers: TrpcResolvers) {
  server.use(
    mockTrpc({
      'auth.me': () => ok(member),
      'notifications.list': () => ok([]),
      'socialProfile.get': () => ok(profile),
      ...resolvers,
    }),
  );
  return renderApp('/connections');
}

/** The toast viewport's open item. */
async function expectToast(text: string) {
  await waitFor(() => expect(document.querySelector('li[data-state="open"]')).toHaveTextContent(text));
}

beforeEach(() => installFakeWebSocket());
afterEach(() => vi.unstubAllGlobals());

describe('connections page', () => {
  it('asks a visitor to log in', async () => {
    server.use(mockTrpc({ 'auth.me': signedOut }));
    renderApp('/connections');
    expect(await screen.findByText('Login Required')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute(
      'href',
      '/api/login?returnTo=%2Fconnections',
    );
  });

  it('lists connections with the film, shared-movie count, type badge and collection link', async () => {
    setup({
      'connections.list': () =>
        ok(
          overview([
            connection(7, 'Fox Mulder'),
            connection(8, 'Walter Skinner', {
              movieTitle: 'Heat',
              strength: '3',
              connectionType: 'collection',
              tasteMatch: null,
            }),
          ]),
        ),
    });
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    const [fox, walter] = cards.map((card) => within(card));
    expect(fox?.getByText('Connected through: Alien')).toBeInTheDocument();
    expect(fox?.getByText('1 shared movie')).toBeInTheDocument();
    expect(fox?.getByText('Rental')).toBeInTheDocument();
    expect(fox?.getByRole('link', { name: /View collection/ })).toHaveAttribute(
      'href',
      '/user/u_7/collection',
    );
    expect(fox?.getByRole('link', { name: 'Fox Mulder' })).toHaveAttribute('href', '/members/u_7');
    expect(fox?.getByText('71% taste match')).toBeInTheDocument();
    expect(walter?.getByText('3 shared movies')).toBeInTheDocument();
    expect(walter?.getByText('Not enough films in common yet')).toBeInTheDocument();
    expect(walter?.getByText('Collection')).toBeInTheDocument();
  });

  it('answers requests with Accept and Ignore, and asks a suggested member with Connect', async () => {
    let state = overview([], {
      pending: { incoming: [lead(7, 'Fox Mulder')], outgoing: [] },
      suggestions: [lead(9, 'Dana Scully')],
    });
    const accept = vi.fn<TrpcResolver<'connections.accept'>>(() => {
      state = overview([connection(7, 'Fox Mulder')], { suggestions: state.suggestions });
      return ok({ memberId: 'u_7', status: 'connected' });
    });
    const request = vi.fn<TrpcResolver<'connections.request'>>(() => {
      state = { ...state, pending: { incoming: [], outgoing: [lead(9, 'Dana Scully')] }, suggestions: [] };
      return ok({ memberId: 'u_9', status: 'requested' });
    });
    const { user } = setup({
      'connections.list': () => ok(state),
      'connections.accept': accept,
      'connections.request': request,
    });
    const asking = await screen.findByRole('region', { name: 'Asking to connect' });
    expect(within(asking).getByText('Connected through: The Thing')).toBeInTheDocument();
    expect(within(asking).getByRole('button', { name: 'Ignore Fox Mulder' })).toBeInTheDocument();
    await user.click(within(asking).getByRole('button', { name: 'Accept Fox Mulder' }));
    await expectToast('You and Fox Mulder are now connected.');
    expect(accept.mock.calls[0]?.[0]).toEqual({ memberId: 'u_7' });
    expect(await screen.findByRole('link', { name: 'Fox Mulder' })).toHaveAttribute('href', '/members/u_7');

    const suggested = screen.getByRole('region', { name: 'Members who share your movies' });
    await user.click(within(suggested).getByRole('button', { name: 'Connect Dana Scully' }));
    await expectToast('Dana Scully will be asked to connect.');
    expect(request.mock.calls[0]?.[0]).toEqual({ memberId: 'u_9' });
    const waiting = await screen.findByRole('region', { name: 'Your requests' });
    expect(within(waiting).getByText('Waiting for an answer')).toBeInTheDocument();
  });

  it('removes a connection after a confirm', async () => {
    let removed = false;
    const remove = vi.fn<TrpcResolver<'connections.remove'>>(() => {
      removed = true;
      return ok({ memberId: 'u_7', removed: true });
    });
    const { user } = setup({
      'connections.list': () => ok(overview(removed ? [] : [connection(7, 'Fox Mulder')])),
      'connections.remove': remove,
    });
    const card = await screen.findByRole('article');
    await user.click(within(card).getByRole('button', { name: /Remove connection/ }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove Fox Mulder?' });
    await user.click(within(confirm).getByRole('button', { name: 'Keep Connection' }));
    expect(remove).not.toHaveBeenCalled();

    await user.click(within(card).getByRole('button', { name: /Remove connection/ }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Remove Fox Mulder?' })).getByRole('button', {
        name: 'Remove',
      }),
    );
    await expectToast('Connection Removed');
    expect(remove).toHaveBeenCalledWith({ memberId: 'u_7' });
    expect(await screen.findByText('No connections yet')).toBeInTheDocument();
  });

  it('opens the Double Feature for a connection, each pick saying whose film it comes from', async () => {
    const picks = vi.fn<TrpcResolver<'doubleFeature.forMember'>>(() =>
      ok([
        {
          movieId: 101,
          title: 'Blade Runner',
          year: 1982,
          rating: '7.9',
          description: '',
          posterUrl: '',
          because: { mine: { movieId: 1, title: 'Heat' }, theirs: { movieId: 2, title: 'Alien' } },
          onShelf: null,
        },
      ]),
    );
    const { user } = setup({
      'connections.list': () => ok(overview([connection(7, 'Fox Mulder')])),
      'doubleFeature.forMember': picks,
    });
    const card = await screen.findByRole('article');
    await user.click(within(card).getByRole('button', { name: /Double Feature/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Double Feature with Fox Mulder' });
    expect(await within(dialog).findByText('Blade Runner')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Because you like Heat and Fox Mulder likes Alien');
    expect(
      within(dialog).getByRole('button', { name: 'Add to Watchlist: Blade Runner' }),
    ).toBeInTheDocument();
    expect(picks).toHaveBeenCalledWith({ memberId: 'u_7' });
  });

  it('points to the DVD Club when there are no connections', async () => {
    setup({ 'connections.list': () => ok(overview([])) });
    expect(await screen.findByText('No connections yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the DVD Club' })).toHaveAttribute('href', '/dvd-club');
  });

  it('shows the server error when connections fail to load', async () => {
    setup({ 'connections.list': () => fail('INTERNAL_SERVER_ERROR', 'The corkboard fell down') });
    expect(await screen.findByText('The corkboard fell down')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  describe('messages', () => {
    async function openChat(resolvers: TrpcResolvers) {
      const view = setup({
        'connections.list': () => ok(overview([connection(7, 'Fox Mulder')])),
        ...resolvers,
      });
      await screen.findAllByRole('article');
      await view.user.click(screen.getByRole('tab', { name: 'Messages' }));
      await view.user.click(await screen.findByRole('button', { name: /Fox Mulder/ }));
      return view;
    }

    it('starts an empty conversation and sends with Enter, ignoring blank text', async () => {
      const send = vi.fn<TrpcResolver<'messages.send'>>((input) =>
        ok(message(100, (input as { message: string }).message.trim(), true)),
      );
      const { user } = await openChat({ 'messages.conversation': () => ok([]), 'messages.send': send });
      expect(await screen.findByText('Start the conversation!')).toBeInTheDocument();
      const box = screen.getByLabelText('Message');
      await user.type(box, '   {Enter}');
      expect(send).not.toHaveBeenCalled();
      await user.clear(box);
      await user.type(box, '  Want to borrow Alien? <b>hi</b>{Enter}');
      await expectToast('Message sent!');
      expect(send).toHaveBeenCalledWith({
        receiverId: 'u_7',
        connectionId: 7,
        message: 'Want to borrow Alien? <b>hi</b>',
        movieContext: 'Alien',
      });
      const log = within(screen.getByRole('log', { name: 'Messages' }));
      // Shown as text, never as HTML.
      expect(log.getByText(/Want to borrow Alien\? <b>hi<\/b>/)).toBeInTheDocument();
      expect(box).toHaveValue('');
    });

    it('sends with the button and keeps the text when sending fails', async () => {
      const { user } = await openChat({
        'messages.conversation': () => ok([message(1, 'Hello Dana', false)]),
        'messages.send': () => fail('TOO_MANY_REQUESTS', 'Slow down: too many messages'),
      });
      expect(await screen.findByText('Hello Dana')).toBeInTheDocument();
      const sendButton = screen.getByRole('button', { name: 'Send message' });
      expect(sendButton).toBeDisabled();
      await user.type(screen.getByLabelText('Message'), 'Sure thing');
      await user.click(sendButton);
      await expectToast('Failed to send message');
      expect(screen.getByLabelText('Message')).toHaveValue('Sure thing');
    });

    it('appends messages pushed over the socket once, and loads earlier ones with the cursor', async () => {
      const firstPage = Array.from({ length: 50 }, (_, i) => message(i + 51, `Line ${i + 51}`, i % 2 === 0));
      const conversation = vi.fn<TrpcResolver<'messages.conversation'>>((input) =>
        (input as { before?: string }).before
          ? ok([message(50, 'The very first line', false)])
          : ok(firstPage),
      );
      const { user } = await openChat({ 'messages.conversation': conversation });
      const log = within(await screen.findByRole('log', { name: 'Messages' }));
      expect(log.getByText('Line 100')).toBeInTheDocument();

      const socket = FakeWebSocket.latest();
      socket.open();
      socket.push({ type: 'message', data: message(101, 'Live from the X-Files', false) });
      socket.push({ type: 'message', data: message(101, 'Live from the X-Files', false) });
      socket.push({ type: 'message', data: message(102, 'Another pair', false, 99) });
      expect(await log.findByText('Live from the X-Files')).toBeInTheDocument();
      expect(log.getAllByText('Live from the X-Files')).toHaveLength(1);
      expect(log.queryByText('Another pair')).not.toBeInTheDocument();

      await user.click(log.getByRole('button', { name: 'Load earlier' }));
      expect(await log.findByText('The very first line')).toBeInTheDocument();
      expect(conversation).toHaveBeenLastCalledWith({ connectionId: 7, before: '51' });
      expect(log.queryByRole('button', { name: 'Load earlier' })).not.toBeInTheDocument();
    });
  });

  describe('profile', () => {
    it('saves the form through the social profile call', async () => {
      const update = vi.fn<TrpcResolver<'socialProfile.update'>>((input) =>
        ok({ ...profile, ...input, favoriteGenres: [], watchingGoals: null, updatedAt: 'now' }),
      );
      const { user } = setup({ 'connections.list': () => ok(overview([])), 'socialProfile.update': update });
      await user.click(await screen.findByRole('tab', { name: 'Profile' }));
      const name = await screen.findByLabelText('Display Name');
      expect(name).toHaveValue('Dana');
      await user.clear(name);
      await user.type(name, 'Dana S.');
      await user.type(screen.getByLabelText('Bio'), 'Truth is out there');
      await user.selectOptions(screen.getByLabelText('Watching Goals'), 'hidden_gems');
      await user.selectOptions(screen.getByLabelText('Connection Preference'), 'different_taste');
      await user.click(screen.getByRole('button', { name: 'Save Profile' }));
      await expectToast('Profile updated!');
      expect(update).toHaveBeenCalledWith({
        displayName: 'Dana S.',
        bio: 'Truth is out there',
        watchingGoals: 'hidden_gems',
        connectionPreference: 'different_taste',
      });
    });

    it('keeps what was typed when saving fails', async () => {
      const { user } = setup({
        'connections.list': () => ok(overview([])),
        'socialProfile.update': () => fail('BAD_REQUEST', 'bio is at most 500 characters'),
      });
      await user.click(await screen.findByRole('tab', { name: 'Profile' }));
      await user.type(await screen.findByLabelText('Bio'), 'Too long, apparently');
      await user.click(screen.getByRole('button', { name: 'Save Profile' }));
      await expectToast('Failed to update profile');
      expect(screen.getByLabelText('Bio')).toHaveValue('Too long, apparently');
    });
  });
});

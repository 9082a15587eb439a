import { useQuery } from '@tanstack/react-query';
import { Ban, Disc3, MessageSquare, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { useBlocks } from '../../../components/member/use-blocks.ts';
import { ReportButton } from '../../../components/report/report-button.tsx';
import { Button, buttonStyles } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogFooter } from '../../../components/ui/dialog.tsx';
import type { CurrentUser } from '../../../lib/auth.ts';
import { useTRPC } from '../../../lib/trpc.ts';
import { ChatPane } from '../../social/connections/chat-pane.tsx';
import type { Member, Viewer } from './member-text.ts';

export interface MemberActionsProps {
  member: Member;
  viewer: Viewer;
  user: CurrentUser;
}

/** docs/product.md §2 'Member page': Message, Request from their shelf, Report, and Block (or Unblock). */
export function MemberActions({ member, viewer, user }: MemberActionsProps) {
  const { block, unblock } = useBlocks();
  const [confirming, setConfirming] = useState(false);

  if (viewer.blocked) {
    return (
      <div className="flex flex-wrap items-center gap-3 rounded-lg border-2 border-danger/50 bg-danger/5 px-4 py-3">
        <Ban aria-hidden="true" className="size-5 shrink-0 text-danger" />
        <p className="min-w-0 flex-1 text-sm text-ink">
          You blocked {member.name}. They can't message you, ask for your discs or see your page.
        </p>
        <Button
          variant="secondary"
          size="sm"
          disabled={unblock.isPending}
          onClick={() => unblock.mutate({ memberId: member.id })}
        >
          <ShieldCheck aria-hidden="true" />
          {unblock.isPending ? 'Unblocking...' : 'Unblock'}
        </Button>
      </div>
    );
  }

  return (
    <div className="flex flex-wrap items-center gap-3">
      {viewer.connected ? (
        <MessageButton member={member} user={user} />
      ) : (
        <p className="text-sm text-muted">
          Messages are for connections: lend or borrow a disc with {member.name} to connect.
        </p>
      )}
      <Link href={`/user/${encodeURIComponent(member.id)}/collection`} className={buttonStyles('secondary')}>
        <Disc3 aria-hidden="true" />
        Request from their shelf
      </Link>
      <span className="flex gap-1 sm:ml-auto">
        <ReportButton target={{ kind: 'member', targetId: member.id, name: member.name }} />
        <Button variant="ghost" onClick={() => setConfirming(true)}>
          <Ban aria-hidden="true" />
          Block
        </Button>
      </span>
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent
          title={`Block ${member.name}?`}
          description="They won't be able to message you, ask for your discs or see your page, and your connection ends. They are not told. You can unblock them from your profile."
        >
          <DialogFooter>
            <Button variant="ghost" onClick={() => setConfirming(false)} disabled={block.isPending}>
              Cancel
            </Button>
            <Button
              variant="destructive"
              disabled={block.isPending}
              onClick={() => block.mutate({ memberId: member.id }, { onSuccess: () => setConfirming(false) })}
            >
              {block.isPending ? 'Blocking...' : 'Block'}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}

/** Opens the conversation with this connection, the same chat pane the Messages tab shows. */
function MessageButton({ member, user }: { member: Member; user: CurrentUser }) {
  const trpc = useTRPC();
  const [open, setOpen] = useState(false);
  const connections = useQuery(trpc.connections.list.queryOptions());
  const connection = connections.data?.connections.find((c) => c.otherUser.id === member.id) ?? null;
  return (
    <>
      <Button onClick={() => setOpen(true)} disabled={!connection}>
        <MessageSquare aria-hidden="true" />
        Message
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent title={`Messages with ${member.name}`} className="max-w-2xl">
          <ChatPane user={user} connection={connection} />
        </DialogContent>
      </Dialog>
    </>
  );
}

import { Check, Film, UserPlus, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CONNECTION_TYPE_LABELS, type ConnectionLead, strengthText } from './connection-text.ts';
import { Avatar, badgeVariants } from './member-avatar.tsx';
import { useConnectionSteps } from './use-connection-steps.ts';

/** What a member can do with a lead: answer a request, wait on one, or ask (docs/product.md §3). */
export type LeadKind = 'incoming' | 'outgoing' | 'suggestion';

/** One group of requests or suggestions on Your Connections, under its heading. */
export function LeadSection({
  title,
  kind,
  leads,
}: {
  title: string;
  kind: LeadKind;
  leads: ConnectionLead[];
}) {
  return (
    <section aria-label={title} className="grid gap-3">
      <h2 className="font-display text-xl text-ticket-400">{title}</h2>
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {leads.map((lead) => (
          <li key={lead.member.id}>
            <LeadCard lead={lead} kind={kind} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function LeadCard({ lead, kind }: { lead: ConnectionLead; kind: LeadKind }) {
  const name = lead.member.displayName;
  return (
    <article className="flex h-full flex-col gap-2 rounded-lg border border-midnight-700 bg-midnight-900/90 p-4">
      <div className="flex items-center gap-3">
        <Avatar name={name} imageUrl={lead.member.profileImageUrl} size="sm" />
        <h3 className="min-w-0 flex-1 truncate font-display text-lg text-ink">{name}</h3>
        <Badge variant={badgeVariants[lead.connectionType]}>
          {CONNECTION_TYPE_LABELS[lead.connectionType]}
        </Badge>
      </div>
      <p className="flex items-start gap-2 text-sm text-ink">
        <Film aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-neon-cyan" />
        <span>Connected through: {lead.movieTitle}</span>
      </p>
      <p className="font-retro text-ticket-300">{strengthText(lead.strength)}</p>
      <LeadActions lead={lead} kind={kind} />
    </article>
  );
}

function LeadActions({ lead, kind }: { lead: ConnectionLead; kind: LeadKind }) {
  const name = lead.member.displayName;
  const steps = useConnectionSteps(name);
  const memberId = lead.member.id;
  const button = (
    label: string,
    icon: ReactNode,
    onClick: () => void,
    variant: 'neon' | 'ghost' = 'ghost',
  ) => (
    <Button
      variant={variant}
      size="sm"
      disabled={steps.busy}
      onClick={onClick}
      aria-label={`${label} ${name}`}
    >
      {icon}
      {label}
    </Button>
  );
  const ignore = button('Ignore', <X aria-hidden="true" />, () => steps.ignore.mutate({ memberId }));
  return (
    <div className="mt-auto flex flex-wrap gap-2">
      {kind === 'incoming' ? (
        <>
          {button('Accept', <Check aria-hidden="true" />, () => steps.accept.mutate({ memberId }), 'neon')}
          {ignore}
        </>
      ) : kind === 'suggestion' ? (
        <>
          {button(
            'Connect',
            <UserPlus aria-hidden="true" />,
            () => steps.request.mutate({ memberId }),
            'neon',
          )}
          {ignore}
        </>
      ) : (
        <>
          <span className="self-center text-sm text-muted">Waiting for an answer</span>
          {button('Withdraw', <X aria-hidden="true" />, () => steps.ignore.mutate({ memberId }))}
        </>
      )}
    </div>
  );
}

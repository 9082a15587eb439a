import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { showFailure, toast } from '../../../lib/toast.ts';
import { type RouterOutputs, useTRPC } from '../../../lib/trpc.ts';

export type OpenReport = RouterOutputs['moderation']['reports']['reports'][number];
export type LogEntry = RouterOutputs['moderation']['log']['actions'][number];
export type EscalatedDispute = RouterOutputs['moderation']['reports']['disputes'][number];

export function useModerationQueue() {
  const trpc = useTRPC();
  return useQuery(trpc.moderation.reports.queryOptions());
}

export function useModerationLog() {
  const trpc = useTRPC();
  return useQuery(trpc.moderation.log.queryOptions());
}

const DONE = {
  dismiss: 'Report dismissed',
  warn: 'Member warned',
  suspend: 'Member suspended',
  unsuspend: 'Suspension ended',
  settle_dispute: 'Dispute settled',
} as const;

/** Dismiss, warn, suspend, unsuspend and settle a dispute: each toasts, then the queue and the log reload. */
export function useModerationActions() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const options = {
    onSuccess: (entry: LogEntry) => {
      toast({ title: DONE[entry.action], description: entry.member?.name ?? entry.note });
      void queryClient.invalidateQueries({ queryKey: trpc.moderation.pathKey() });
    },
    onError: (error: unknown) => showFailure(error, 'Please try again.', 'Not done'),
  };
  return {
    dismiss: useMutation(trpc.moderation.dismiss.mutationOptions(options)),
    warn: useMutation(trpc.moderation.warn.mutationOptions(options)),
    suspend: useMutation(trpc.moderation.suspend.mutationOptions(options)),
    unsuspend: useMutation(trpc.moderation.unsuspend.mutationOptions(options)),
    settleDispute: useMutation(trpc.moderation.settleDispute.mutationOptions(options)),
  };
}
export type ModerationActions = ReturnType<typeof useModerationActions>;

import {
  LOAN_MAIL_LABELS,
  LOAN_MAIL_MODE_LABELS,
  LOAN_MAIL_MODES,
  type LoanMailKind,
  type LoanMailMode,
} from '@chuck/api/client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SelectField } from '../../../components/collection/select-field.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useTRPC } from '../../../lib/trpc.ts';

const MODE_OPTIONS = LOAN_MAIL_MODES.map((value) => ({ value, label: LOAN_MAIL_MODE_LABELS[value] }));

/**
 * docs/product.md §3 'Loan mail': how each kind of loan notice is mailed, on the profile's Account
 * card (a loan mail's 'Choose which loan mail you get' leads to #loan-mail). Each change is saved
 * at once.
 */
export function LoanMailSettings() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const settings = useQuery(trpc.loanMail.settings.queryOptions());
  const save = useMutation(
    trpc.loanMail.set.mutationOptions({
      onSuccess: (next) => queryClient.setQueryData(trpc.loanMail.settings.queryKey(), next),
    }),
  );
  const modeOf = (kind: LoanMailKind, mode: LoanMailMode) =>
    save.isPending && save.variables?.kind === kind ? save.variables.mode : mode;
  return (
    <section id="loan-mail" aria-labelledby="loan-mail-heading" className="grid gap-3">
      <div>
        <h3 id="loan-mail-heading" className="font-display text-lg text-ticket-400">
          Loan mail
        </h3>
        <p className="text-sm text-muted">
          What happens with your DVD Club loans, mailed to your confirmed address: at once, in one mail a day,
          or not at all. The bell shows everything either way.
        </p>
      </div>
      {settings.isError ? (
        <FormAlert>{errorMessage(settings.error, "Couldn't load your loan mail settings.")}</FormAlert>
      ) : null}
      {settings.data ? (
        <div className="grid gap-3 sm:grid-cols-2">
          {settings.data.kinds.map(({ kind, mode }) => (
            <SelectField
              key={kind}
              label={LOAN_MAIL_LABELS[kind]}
              value={modeOf(kind, mode)}
              options={MODE_OPTIONS}
              onValueChange={(next) => save.mutate({ kind, mode: next })}
              disabled={save.isPending}
            />
          ))}
        </div>
      ) : null}
      {save.isError ? (
        <FormAlert>{errorMessage(save.error, 'Could not save that. Please try again.')}</FormAlert>
      ) : null}
    </section>
  );
}

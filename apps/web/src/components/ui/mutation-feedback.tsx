import { errorMessage } from '../../lib/error-message.ts';
import { FormAlert } from './form-alert.tsx';

interface Settled {
  isError: boolean;
  error: unknown;
  isSuccess: boolean;
  data?: { message: string } | undefined;
}

/**
 * Under a small form: what the browser found wrong before sending (`problem`), else the server's
 * refusal, or its confirmation once the change went through.
 */
export function MutationFeedback({ problem, mutation }: { problem: string | null; mutation: Settled }) {
  if (problem) return <FormAlert>{problem}</FormAlert>;
  if (mutation.isError)
    return <FormAlert>{errorMessage(mutation.error, 'Something went wrong. Please try again.')}</FormAlert>;
  if (mutation.isSuccess && mutation.data)
    return (
      <p role="status" className="text-sm text-ink">
        {mutation.data.message}
      </p>
    );
  return null;
}

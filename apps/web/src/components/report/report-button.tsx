import { Flag } from 'lucide-react';
import { useState } from 'react';
import { useCurrentUser } from '../../lib/auth.ts';
import { requireLogin } from '../../lib/login-required.ts';
import { Button } from '../ui/button.tsx';
import { ReportDialog, type ReportTarget } from './report-dialog.tsx';

/**
 * 'Report' where members meet something (a member page, a message, a review, a shelf card), with
 * its small dialog. A visitor is sent to log in.
 */
export function ReportButton({ target, label = 'Report' }: { target: ReportTarget; label?: string }) {
  const { isAuthenticated, isLoading } = useCurrentUser();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="sm"
        variant="ghost"
        aria-label={`${label} ${target.name}`}
        onClick={() => (!isLoading && !isAuthenticated ? requireLogin('report') : setOpen(true))}
      >
        <Flag aria-hidden="true" />
        {label}
      </Button>
      <ReportDialog target={open ? target : null} onClose={() => setOpen(false)} />
    </>
  );
}

import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ShieldAlert, ShieldX } from 'lucide-react';
import { paths } from '@/config/paths';
import { ADMIN_DENIED_REDIRECT_MS } from '@/config/ui';
import { logger } from '@/lib/logger';
import { Button } from '@/components/ui/button';
import { FullScreenStatus } from '@/components/status-screen';
import { useAdminStatus } from '@/features/admin/api/get-admin-status';

function AccessDenied() {
  const navigate = useNavigate();
  useEffect(() => {
    logger.security('admin_access_denied', 'medium');
    const timer = setTimeout(
      () => void navigate(paths.dashboard.to(), { replace: true }),
      ADMIN_DENIED_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <FullScreenStatus
      title="Access Denied"
      description="You don't have administrator privileges to access this area."
      icon={<ShieldX aria-hidden />}
      tone="danger"
    >
      <p className="text-xs text-zinc-400">Taking you back to your dashboard…</p>
    </FullScreenStatus>
  );
}

/** spec section 2: the admin wrapper (the session check runs before it). */
export function AdminGuard({ children }: { children: ReactNode }) {
  const status = useAdminStatus();

  if (status.isPending) {
    return <FullScreenStatus title="Verifying admin access..." icon="spinner" />;
  }
  if (status.isError) {
    return (
      <FullScreenStatus
        title="Access Verification Failed"
        description="Failed to verify admin status. Check your connection and try again."
        icon={<ShieldAlert aria-hidden />}
        tone="danger"
      >
        <Button size="lg" onClick={() => window.location.reload()}>
          Try Again
        </Button>
      </FullScreenStatus>
    );
  }
  if (!status.data.isAdmin) return <AccessDenied />;
  return children;
}

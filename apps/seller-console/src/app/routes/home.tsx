/**
 * The console's home screen (index route): the welcome card, the orders waiting in each 'Needs action' bucket
 * (live, as the desk screens) and the offers waiting for an answer.
 */

import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useUserInfo } from '../../features/account/api/get-user-info.ts';
import { useSession } from '../../features/auth/hooks/session.tsx';
import { useTenantConfig } from '../../features/config/components/tenant-config-provider.tsx';
import { WelcomeCard } from '../../features/home/components/welcome-card.tsx';
import { OffersWaitingCard } from '../../features/offers/components/offers-waiting-card.tsx';
import { OrderWorkCard } from '../../features/orders/components/order-work-card.tsx';
import { useOrdersEvents } from '../../features/orders/hooks/use-orders-events.ts';

export function HomePage() {
  const config = useTenantConfig();
  const { state } = useSession();
  const userId = state.status === 'signed-in' ? state.claims.sub : '';
  const userInfo = useUserInfo(userId);
  const claims = state.status === 'signed-in' ? state.claims : undefined;
  useOrdersEvents();

  return (
    <Stack spacing={3}>
      {userInfo.isError && (
        <Alert severity="error" role="alert">
          {userInfo.error.message}
        </Alert>
      )}
      <WelcomeCard
        tenantName={config.tenantName}
        user={userInfo.data}
        isLoading={userInfo.isPending}
        fallbackName={userInfo.isError ? claims?.given_name : undefined}
      />
      <OrderWorkCard />
      <OffersWaitingCard />
    </Stack>
  );
}

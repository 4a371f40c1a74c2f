import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BuyerDetail } from '@portico/contract';
import { type ReactNode, type Ref, useRef, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { useFocusWhenLost } from '../../../components/focus-when-lost.ts';
import { LoadFailed } from '../../../components/load-states.tsx';
import { useNotify } from '../../../components/notifier.tsx';
import { t } from '../../../lib/i18n.ts';
import { useMoney } from '../../config/hooks/use-money.ts';
import { refusalOf } from '../../orders/components/order-dialogs.tsx';
import { CanWrite, useStaffCan } from '../../staff/hooks.ts';
import { useBuyer, useBuyerAction } from '../api/buyers.ts';
import {
  AuthorityChecks,
  buyerNameOf,
  ConfirmBuyerDialog,
  type ConfirmKind,
  EditBuyerDialog,
} from './buyer-dialogs.tsx';
import { BuyerStatusChip } from './buyer-status-chip.tsx';

/**
 * /seller/buyers/:id: one buyer's page — company and contacts with the sales rep, proof-of-export rule and credit
 * limit (Edit), the authorities (saved at once; an open portal follows live), the addresses the buyer keeps, and
 * the account's actions: approve a prospect, reset the password, deactivate or reactivate.
 */
export function BuyerPage() {
  const { id = '' } = useParams();
  const buyer = useBuyer(id);
  return (
    <Box>
      <Link
        component={RouterLink}
        to="/buyers"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 2 }}
      >
        <ArrowBack fontSize="small" />
        {t('consoleBackToBuyers')}
      </Link>
      {buyer.isPending && (
        <Skeleton variant="rounded" height={320} aria-label={t('consoleLoadingTheBuyer')} />
      )}
      {buyer.isError && (
        <LoadFailed
          error={buyer.error}
          onRetry={() => void buyer.refetch()}
          lead={t('consoleTheBuyerCouldNotBeLoaded')}
        />
      )}
      {buyer.data && <BuyerSections buyer={buyer.data} />}
    </Box>
  );
}

function Section(props: {
  id: string;
  title: string;
  intro?: string;
  action?: ReactNode;
  children: ReactNode;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <Card component="section" aria-labelledby={props.id}>
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
          <Typography
            id={props.id}
            variant="h2"
            ref={props.headingRef}
            tabIndex={props.headingRef ? -1 : undefined}
            sx={{ fontSize: '1.25rem' }}
          >
            {props.title}
          </Typography>
          {props.action}
        </Stack>
        {props.intro && (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {props.intro}
          </Typography>
        )}
        {props.children}
      </CardContent>
    </Card>
  );
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: { sm: 'max-content 1fr' }, columnGap: 3, rowGap: 1, m: 0 }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function BuyerSections({ buyer }: { buyer: BuyerDetail }) {
  const money = useMoney();
  const notify = useNotify();
  const action = useBuyerAction(buyer.id);
  const can = useStaffCan();
  const [isEditing, setEditing] = useState(false);
  const [confirm, setConfirm] = useState<ConfirmKind>();
  // Approve, Deactivate and Reactivate take their own button away: the focus goes to the Account heading.
  const accountHeading = useRef<HTMLHeadingElement>(null);
  useFocusWhenLost(accountHeading, buyer.status);
  // Keyed by the saved set, so a save elsewhere refills the checkboxes.
  const savedKey = buyer.authorities.join(',');
  const [draft, setDraft] = useState({ key: savedKey, authorities: buyer.authorities as string[] });
  const authorities = draft.key === savedKey ? draft.authorities : buyer.authorities;
  const isChanged = authorities.join(',') !== savedKey;
  const saveAuthorities = () =>
    action.mutate(
      { kind: 'authorities', body: { authorities: authorities as BuyerDetail['authorities'] } },
      {
        onSuccess: () => notify(t('consoleAuthoritiesSaved')),
        onError: (err) => notify(refusalOf(err).message ?? err.message, 'error'),
      },
    );
  const notSet = t('consoleNotSet');

  return (
    <Stack spacing={3}>
      <Box>
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
            {buyerNameOf(buyer)}
          </Typography>
          <BuyerStatusChip status={buyer.status} />
          {buyer.mustChangePassword && <Chip size="small" label={t('consoleMustChangePassword')} />}
        </Stack>
        <Typography color="text.secondary">
          {[buyer.company, buyer.email].filter(Boolean).join(' · ')}
        </Typography>
      </Box>

      <Section
        id="buyer-contacts"
        title={t('consoleCompanyAndContacts')}
        action={
          <CanWrite>
            <Button variant="outlined" onClick={() => setEditing(true)}>
              {t('consoleEditBuyer')}
            </Button>
          </CanWrite>
        }
      >
        <Facts
          rows={[
            [t('consoleBuyerName'), `${buyer.firstName} ${buyer.lastName}`.trim() || notSet],
            [t('consoleCompany'), buyer.company || notSet],
            [t('consoleEMail'), buyer.email],
            [t('consoleSalesRepEmail'), buyer.salesRepEmail ?? notSet],
            [t('consoleSalesRepPhone'), buyer.salesRepPhone ?? notSet],
            [t('consoleWhatsAppNumber'), buyer.salesRepWhatApp ?? notSet],
            [
              t('consoleBuyerProofOfExport'),
              buyer.alwaysProofOfExport
                ? t('consoleAlwaysAskProofOfExport')
                : t('consoleProofOfExportByTenantRule'),
            ],
            [
              t('consoleCreditLimit'),
              buyer.creditLimit === null ? t('consoleNoCreditLimit') : money(buyer.creditLimit),
            ],
          ]}
        />
      </Section>

      <Section id="buyer-authorities" title={t('consoleAuthorities')} intro={t('consoleAuthoritiesIntro')}>
        <AuthorityChecks
          value={authorities}
          onChange={(next) => setDraft({ key: savedKey, authorities: next })}
          disabled={action.isPending || !can.write}
        />
        <CanWrite>
          <Button
            variant="contained"
            sx={{ mt: 2 }}
            disabled={!isChanged}
            loading={action.isPending && isChanged}
            onClick={saveAuthorities}
          >
            {t('consoleSaveAuthorities')}
          </Button>
        </CanWrite>
      </Section>

      <Section id="buyer-addresses" title={t('consoleAddresses')}>
        {buyer.addresses.length === 0 ? (
          <Typography color="text.secondary">{t('consoleNoAddressesYet')}</Typography>
        ) : (
          <Stack component="ul" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {buyer.addresses.map((a) => (
              <li key={a.id}>
                <Typography sx={{ fontWeight: 600 }}>
                  {a.label}{' '}
                  {a.forShipping && (
                    <Chip size="small" variant="outlined" label={t('consoleShippingAddress')} />
                  )}{' '}
                  {a.forBilling && (
                    <Chip size="small" variant="outlined" label={t('consoleBillingAddress')} />
                  )}
                </Typography>
                <Typography color="text.secondary">
                  {[a.contact, a.address1, a.address2, a.city, a.state, a.zip, a.country]
                    .filter(Boolean)
                    .join(', ')}
                </Typography>
              </li>
            ))}
          </Stack>
        )}
      </Section>

      <Section
        id="buyer-account"
        headingRef={accountHeading}
        title={t('consoleAccountAccess')}
        intro={t(
          buyer.status === 'PROSPECT'
            ? 'consoleAccountAccessIntroProspect'
            : buyer.status === 'DEACTIVATED'
              ? 'consoleAccountAccessIntroDeactivated'
              : 'consoleAccountAccessIntroActive',
        )}
      >
        {buyer.status === 'DEACTIVATED' && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {t('consoleDeactivatedSignInNote')}
          </Alert>
        )}
        <CanWrite>
          <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {buyer.status === 'PROSPECT' && (
              <Button variant="contained" onClick={() => setConfirm('approve')}>
                {t('consoleApprove')}
              </Button>
            )}
            {buyer.status !== 'DEACTIVATED' && (
              <Button variant="outlined" onClick={() => setConfirm('reset-password')}>
                {t('consoleResetPassword')}
              </Button>
            )}
            {buyer.status === 'DEACTIVATED' ? (
              <Button variant="outlined" onClick={() => setConfirm('reactivate')}>
                {t('consoleReactivate')}
              </Button>
            ) : (
              <Button variant="outlined" color="error" onClick={() => setConfirm('deactivate')}>
                {t('consoleDeactivate')}
              </Button>
            )}
          </Stack>
        </CanWrite>
      </Section>

      {isEditing && <EditBuyerDialog buyer={buyer} action={action} onClose={() => setEditing(false)} />}
      {confirm && (
        <ConfirmBuyerDialog
          kind={confirm}
          buyer={buyer}
          action={action}
          onClose={() => setConfirm(undefined)}
        />
      )}
    </Stack>
  );
}

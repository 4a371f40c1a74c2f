import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { SellerBanner } from '@portico/contract';
import { type BannerState, bannerState, formatDateTime } from '@portico/domain';
import { BannerNotice } from '@portico/web-kit';
import { useRef, useState } from 'react';
import { useFocusWhenLost } from '../../../components/focus-when-lost.ts';
import { LoadFailed, NothingYet } from '../../../components/load-states.tsx';
import { useNotify } from '../../../components/notifier.tsx';
import { t } from '../../../lib/i18n.ts';
import { CanWrite, useStaffCan } from '../../staff/hooks.ts';
import { useBanners, useDeleteBanner, useSaveBanner } from '../api/banners.ts';
import { BannerDialog } from './banner-dialog.tsx';

const STATE_LABEL: Record<BannerState, string> = {
  LIVE: 'consoleBannerLive',
  SCHEDULED: 'consoleBannerScheduled',
  ENDED: 'consoleBannerEnded',
  OFF: 'consoleBannerOff',
};
const STATE_COLOR = { LIVE: 'success', SCHEDULED: 'info', ENDED: 'default', OFF: 'default' } as const;

const windowOf = (b: SellerBanner) =>
  !b.startsAt && !b.endsAt
    ? t('consoleBannerNoSchedule')
    : t('consoleBannerWindow', {
        from: b.startsAt ? formatDateTime(b.startsAt) : t('consoleBannerAnyTime'),
        until: b.endsAt ? formatDateTime(b.endsAt) : t('consoleBannerAnyTime'),
      });
const dateOf = (iso: string | null) => (iso ? new Date(iso) : null);

/**
 * /seller/banners: every banner of the tenant as buyers see it, with its state (live, scheduled, ended,
 * off), its window, an active switch, edit and delete; New banner opens the editor.
 */
export function BannersPage() {
  const can = useStaffCan();
  const banners = useBanners();
  const notify = useNotify();
  const save = useSaveBanner();
  const remove = useDeleteBanner();
  const [editing, setEditing] = useState<SellerBanner | 'new'>();
  const [deleting, setDeleting] = useState<SellerBanner>();
  // A deleted banner takes its Delete button away: the focus goes to the page's heading.
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusWhenLost(heading, banners.data?.length);
  const now = new Date();

  const toggle = (b: SellerBanner, isBannerActive: boolean) =>
    save.mutate(
      {
        id: b.id,
        input: { content: b.content, isBannerActive, startsAt: b.startsAt, endsAt: b.endsAt },
      },
      { onError: (err) => notify(err.message, 'error') },
    );

  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, gap: 2 }}>
        <Typography variant="h1" ref={heading} tabIndex={-1} sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
          {t('consoleBanners')}
        </Typography>
        <CanWrite>
          <Button variant="contained" startIcon={<Add />} onClick={() => setEditing('new')}>
            {t('consoleNewBanner')}
          </Button>
        </CanWrite>
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 720 }}>
        {t('consoleBannersExplanation')}
      </Typography>
      {banners.isPending && (
        <Skeleton variant="rounded" height={160} aria-label={t('consoleLoadingBanners')} />
      )}
      {banners.isError && (
        <LoadFailed
          error={banners.error}
          onRetry={() => void banners.refetch()}
          lead={t('consoleBannersCouldNotLoad')}
        />
      )}
      {banners.data?.length === 0 && (
        <NothingYet title={t('consoleNoBannersYet')} explanation={t('consoleNoBannersExplanation')} />
      )}
      <Stack
        spacing={2}
        component="ol"
        aria-label={t('consoleBanners')}
        sx={{ listStyle: 'none', p: 0, m: 0 }}
      >
        {banners.data?.map((b, i) => {
          const state = bannerState(
            { isBannerActive: b.isBannerActive, startsAt: dateOf(b.startsAt), endsAt: dateOf(b.endsAt) },
            now,
          );
          const n = i + 1;
          return (
            <Card component="li" key={b.id} aria-label={t('consoleBannerNumber', { n })}>
              <CardContent>
                <BannerNotice html={b.content} />
                <Stack
                  direction={{ xs: 'column', sm: 'row' }}
                  spacing={1.5}
                  sx={{ mt: 1.5, alignItems: { sm: 'center' } }}
                >
                  <Chip
                    size="small"
                    color={STATE_COLOR[state]}
                    label={t(STATE_LABEL[state])}
                    sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
                  />
                  <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
                    {windowOf(b)}
                  </Typography>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <Switch
                      disabled={!can.write}
                      checked={b.isBannerActive}
                      onChange={(e) => toggle(b, e.target.checked)}
                      slotProps={{
                        input: {
                          'aria-label': t('consoleBannerActiveFor', {
                            name: t('consoleBannerNumber', { n }),
                          }),
                        },
                      }}
                    />
                    <CanWrite>
                      <Button onClick={() => setEditing(b)} aria-label={t('consoleEditBannerNamed', { n })}>
                        {t('consoleEdit')}
                      </Button>
                      <Button
                        color="error"
                        onClick={() => setDeleting(b)}
                        aria-label={t('consoleDeleteBannerNamed', { n })}
                      >
                        {t('consoleDelete')}
                      </Button>
                    </CanWrite>
                  </Stack>
                </Stack>
              </CardContent>
            </Card>
          );
        })}
      </Stack>
      {editing && (
        <BannerDialog
          {...(editing === 'new' ? {} : { banner: editing })}
          onClose={() => setEditing(undefined)}
        />
      )}
      <Dialog
        open={Boolean(deleting)}
        onClose={() => setDeleting(undefined)}
        aria-labelledby="delete-banner-title"
      >
        <DialogTitle id="delete-banner-title">{t('consoleDeleteBannerQuestion')}</DialogTitle>
        <DialogContent>
          <Typography>{t('consoleDeleteBannerExplanation')}</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDeleting(undefined)}>{t('consoleCancel')}</Button>
          <Button
            color="error"
            variant="contained"
            disabled={remove.isPending}
            onClick={() =>
              deleting &&
              remove.mutate(deleting.id, {
                onSuccess: () => {
                  notify(t('consoleBannerDeleted'));
                  setDeleting(undefined);
                },
                onError: (err) => notify(err.message, 'error'),
              })
            }
          >
            {t('consoleDelete')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

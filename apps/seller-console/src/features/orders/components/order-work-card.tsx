import ArrowForward from '@mui/icons-material/ArrowForward';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { DeskNeedsAction } from '@portico/contract/order-desk';
import { Link } from 'react-router';
import { t } from '../../../lib/i18n.ts';
import { WorkCardHeader } from '../../home/components/work-card-header.tsx';
import { useDeskSummary } from '../api/desk-summary.ts';
import { NEEDS_ACTION_LABEL } from '../logic/needs-action-label.ts';

const quantity = (n: number) => n.toLocaleString('en-US');

/**
 * The Home's order work: how many orders wait in each 'Needs action' bucket (quotes to answer, payments to
 * confirm, orders to ship, documents to review), each a way into the queue with that filter. Live: the Home
 * listens to orders.changed as the desk screens do.
 */
export function OrderWorkCard() {
  const summary = useDeskSummary();
  const buckets = summary.data?.needsAction ?? [];
  const nothing = summary.isSuccess && buckets.every((b) => b.count === 0);
  return (
    <Card component="section" aria-labelledby="order-work-heading">
      <CardContent sx={{ p: { xs: 2.5, sm: 3 }, '&:last-child': { pb: { xs: 2.5, sm: 3 } } }}>
        <WorkCardHeader
          icon={<ReceiptLongOutlined />}
          headingId="order-work-heading"
          title={t('consoleOrderWork')}
          action={
            <Button component={Link} to="/orders" variant="outlined" endIcon={<ArrowForward />}>
              {t('consoleOpenOrders')}
            </Button>
          }
        >
          {summary.isError ? t('consoleOrderWorkCouldNotBeLoaded') : nothing ? t('consoleNoOrderWork') : null}
        </WorkCardHeader>
        {!summary.isError && (
          <Box
            component="ul"
            aria-busy={summary.isPending}
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              mt: 2.5,
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
            }}
          >
            {(summary.isPending
              ? (Object.keys(NEEDS_ACTION_LABEL) as DeskNeedsAction[]).map((needsAction) => ({
                  needsAction,
                  count: 0,
                  more: false,
                }))
              : buckets
            ).map((b) => {
              // The queue filter's own words for the bucket.
              const label = NEEDS_ACTION_LABEL[b.needsAction]();
              const waiting = summary.isPending
                ? ''
                : b.more
                  ? t('consoleMoreOrdersWaiting', { n: quantity(b.count) })
                  : t('consoleOrdersWaiting', { count: b.count, n: quantity(b.count) });
              return (
                <Box component="li" key={b.needsAction}>
                  <Box
                    component={Link}
                    to={`/orders?needs=${b.needsAction}`}
                    aria-label={waiting ? `${label}: ${waiting}` : label}
                    sx={(theme) => ({
                      display: 'block',
                      height: '100%',
                      p: 1.5,
                      borderRadius: 1,
                      border: `1px solid ${theme.palette.divider}`,
                      color: 'text.primary',
                      textDecoration: 'none',
                      '&:hover': { bgcolor: theme.palette.action.hover },
                      '&:focus-visible': {
                        outline: `2px solid ${theme.palette.primary.main}`,
                        outlineOffset: 2,
                      },
                    })}
                  >
                    <Typography
                      component="span"
                      sx={{
                        display: 'block',
                        fontSize: '1.75rem',
                        fontWeight: 600,
                        lineHeight: 1.2,
                        color: b.count > 0 ? 'primary.main' : 'text.disabled',
                      }}
                    >
                      {summary.isPending ? (
                        <Skeleton width={32} />
                      ) : (
                        `${quantity(b.count)}${b.more ? '+' : ''}`
                      )}
                    </Typography>
                    <Typography component="span" variant="body2" color="text.secondary">
                      {label}
                    </Typography>
                  </Box>
                </Box>
              );
            })}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SellerOffer } from '@portico/contract';
import { t } from '../../../lib/i18n.ts';
import { useMoney } from '../../config/hooks/use-money.ts';
import { formatAge, formatQuantity, offerTotal } from '../logic/format.ts';
import type { HeaderState, Selection } from '../logic/selection.ts';
import { OfferRowActions, type RowActionHandlers } from './offer-row-actions.tsx';
import { PercentOfList } from './offers-table.tsx';

type OfferCardsProps = RowActionHandlers & {
  offers: SellerOffer[];
  selection: Selection;
  header: HeaderState;
  busyIds: ReadonlySet<string>;
  now: number;
  onToggle(offerId: string): void;
  onTogglePage(): void;
  /** Staff who may answer select offers for a bulk answer; read-only staff get no checkboxes. */
  selectable: boolean;
};

/** The inbox on phones: a card per offer, the figures in a two-column grid, the answers as full buttons. */
export function OfferCards({
  offers,
  selection,
  header,
  busyIds,
  now,
  onToggle,
  onTogglePage,
  selectable,
  ...actions
}: OfferCardsProps) {
  const money = useMoney();
  return (
    <Stack spacing={1.5}>
      {selectable && (
        <FormControlLabel
          sx={{ ml: 0 }}
          control={
            <Checkbox checked={header === 'all'} indeterminate={header === 'some'} onChange={onTogglePage} />
          }
          label={t('consoleSelectAllOffersOnThisPage')}
        />
      )}
      <Box
        component="ul"
        aria-label={t('consoleOffersWaitingForAnAnswer')}
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: 'minmax(0, 1fr)',
        }}
      >
        {offers.map((offer) => {
          const isSelected = selection.has(offer.offerId);
          return (
            <Card
              component="li"
              key={offer.offerId}
              sx={(theme) => ({
                borderColor: isSelected ? theme.palette.primary.main : undefined,
                boxShadow: isSelected ? `inset 0 0 0 1px ${theme.palette.primary.main}` : undefined,
              })}
            >
              <CardContent sx={{ p: 2, '&:last-child': { pb: 2 } }}>
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                  {selectable && (
                    <Checkbox
                      checked={isSelected}
                      onChange={() => onToggle(offer.offerId)}
                      sx={{ ml: -1, mt: -0.75 }}
                      slotProps={{
                        input: {
                          'aria-label': t('consoleSelectOfferForFrom', {
                            itemNumber: offer.itemNumber,
                            name: offer.buyer.name,
                          }),
                        },
                      }}
                    />
                  )}
                  <Box sx={{ minWidth: 0, flexGrow: 1 }}>
                    <Typography sx={{ fontWeight: 600 }}>{offer.itemDescription}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {offer.itemNumber} · {offer.warehouse}
                    </Typography>
                  </Box>
                  <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                    <time dateTime={offer.createdAt}>{formatAge(offer.createdAt, now)}</time>
                  </Typography>
                </Box>
                <Typography variant="body2" sx={{ mt: 1 }}>
                  <Box component="span" sx={{ fontWeight: 600 }}>
                    {offer.buyer.name}
                  </Box>
                  {offer.buyer.company ? ` · ${offer.buyer.company}` : ''}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
                  {offer.buyer.email}
                </Typography>
                <Box
                  component="dl"
                  sx={{
                    my: 1.5,
                    display: 'grid',
                    gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' },
                    gap: 1,
                    '& div': { bgcolor: 'background.default', borderRadius: 1, px: 1.25, py: 0.75 },
                    '& dt': { typography: 'caption', color: 'text.secondary' },
                    '& dd': { m: 0, fontWeight: 600 },
                  }}
                >
                  <div>
                    <dt>{t('consoleOffer')}</dt>
                    <dd>
                      {formatQuantity(offer.offerQuantity)} × {money(offer.offerPrice)} ={' '}
                      {money(offerTotal(offer))}
                    </dd>
                  </div>
                  <div>
                    <dt>{t('consolePercentOfList')}</dt>
                    <dd>
                      <PercentOfList price={offer.offerPrice} listPrice={offer.listPrice} />
                    </dd>
                  </div>
                  <div>
                    <dt>{t('consoleListPrice')}</dt>
                    <dd>{money(offer.listPrice)}</dd>
                  </div>
                  <div>
                    <dt>{t('consoleAvailable')}</dt>
                    <dd>{formatQuantity(offer.quantityAvailable)}</dd>
                  </div>
                </Box>
                <OfferRowActions
                  offer={offer}
                  disabled={busyIds.has(offer.offerId)}
                  variant="buttons"
                  {...actions}
                />
              </CardContent>
            </Card>
          );
        })}
      </Box>
    </Stack>
  );
}

import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { SellerOffer } from '@portico/contract';
import { formatDateTime } from '@portico/domain';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { t } from '../../../lib/i18n.ts';
import { useMoney } from '../../config/hooks/use-money.ts';
import { formatAge, formatQuantity, offerTotal, percentOfList } from '../logic/format.ts';
import type { HeaderState, Selection } from '../logic/selection.ts';
import { OfferRowActions, type RowActionHandlers } from './offer-row-actions.tsx';

type OffersTableProps = RowActionHandlers & {
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

const num = { textAlign: 'right', whiteSpace: 'nowrap' } as const;

/** The inbox on wide screens: one row per offer, figures right-aligned for comparing down a column. */
export function OffersTable({
  offers,
  selection,
  header,
  busyIds,
  now,
  onToggle,
  onTogglePage,
  selectable,
  ...actions
}: OffersTableProps) {
  const money = useMoney();
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table
        size="small"
        aria-label={t('consoleOffersWaitingForAnAnswer')}
        sx={{ minWidth: 940, '& th, & td': { px: 1 }, '& th:first-of-type, & td:first-of-type': { pl: 1.5 } }}
      >
        <TableHead>
          <TableRow sx={{ '& th': { fontWeight: 600, color: 'text.secondary', whiteSpace: 'nowrap' } }}>
            {selectable && (
              <TableCell padding="checkbox">
                <Checkbox
                  checked={header === 'all'}
                  indeterminate={header === 'some'}
                  onChange={onTogglePage}
                  slotProps={{ input: { 'aria-label': t('consoleSelectAllOffersOnThisPage') } }}
                />
              </TableCell>
            )}
            <TableCell>{t('consoleBuyer')}</TableCell>
            <TableCell>{t('consoleItem')}</TableCell>
            <TableCell>{t('consoleWarehouse')}</TableCell>
            <TableCell sx={num}>{t('consoleListPrice')}</TableCell>
            <TableCell sx={num}>{t('consoleAvailable')}</TableCell>
            <TableCell sx={num}>{t('consoleOffer')}</TableCell>
            <TableCell sx={num}>{t('consolePercentOfList')}</TableCell>
            <TableCell sx={num}>{t('consoleAge')}</TableCell>
            {selectable && (
              <TableCell sx={{ textAlign: 'right' }}>
                <Box component="span" sx={visuallyHidden}>
                  {t('consoleActions')}
                </Box>
              </TableCell>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {offers.map((offer) => {
            const isSelected = selection.has(offer.offerId);
            return (
              <TableRow key={offer.offerId} hover selected={isSelected} sx={{ '& td': { py: 1.25 } }}>
                {selectable && (
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={isSelected}
                      onChange={() => onToggle(offer.offerId)}
                      slotProps={{
                        input: {
                          'aria-label': t('consoleSelectOfferForFrom', {
                            itemNumber: offer.itemNumber,
                            name: offer.buyer.name,
                          }),
                        },
                      }}
                    />
                  </TableCell>
                )}
                <TableCell sx={{ maxWidth: 190 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
                    {offer.buyer.name}
                  </Typography>
                  {offer.buyer.company && (
                    <Typography variant="body2" noWrap>
                      {offer.buyer.company}
                    </Typography>
                  )}
                  <Typography variant="caption" color="text.secondary" noWrap component="p">
                    {offer.buyer.email}
                  </Typography>
                </TableCell>
                <TableCell sx={{ minWidth: 200, maxWidth: 280 }}>
                  <Typography variant="body2" sx={{ fontWeight: 500 }}>
                    {offer.itemDescription}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" component="p">
                    {offer.itemNumber}
                  </Typography>
                </TableCell>
                <TableCell>{offer.warehouse}</TableCell>
                <TableCell sx={num}>{money(offer.listPrice)}</TableCell>
                <TableCell sx={num}>{formatQuantity(offer.quantityAvailable)}</TableCell>
                <TableCell sx={num}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {money(offer.offerPrice)}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    × {formatQuantity(offer.offerQuantity)} = {money(offerTotal(offer))}
                  </Typography>
                </TableCell>
                <TableCell sx={num}>
                  <PercentOfList price={offer.offerPrice} listPrice={offer.listPrice} />
                </TableCell>
                <TableCell sx={{ ...num, color: 'text.secondary' }}>
                  <time dateTime={offer.createdAt} title={formatDateTime(offer.createdAt)}>
                    {formatAge(offer.createdAt, now)}
                  </time>
                </TableCell>
                {selectable && (
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <OfferRowActions
                      offer={offer}
                      disabled={busyIds.has(offer.offerId)}
                      variant="icons"
                      {...actions}
                    />
                  </TableCell>
                )}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}

/** Offers far below list stand out: a desk scans for what is worth answering first. */
export function PercentOfList({ price, listPrice }: { price: number; listPrice: number }) {
  const pct = listPrice > 0 ? (price / listPrice) * 100 : 0;
  const color = pct >= 90 ? 'success.main' : pct >= 75 ? 'text.primary' : 'warning.dark';
  return (
    <Box component="span" sx={{ fontWeight: 600, color }}>
      {percentOfList(price, listPrice)}
    </Box>
  );
}

import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import GlobalStyles from '@mui/material/GlobalStyles';
import IconButton from '@mui/material/IconButton';
import { type Theme, useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ItemGroup, StockItem, StocklistSettings } from '@portico/contract';
import { formatMoney } from '@portico/domain';
import { gradeChipColors, gradeSlot } from '@portico/web-kit';
import { memo, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuthority } from '../../../lib/authorities.ts';
import { useSiteConfig } from '../../../lib/site-config.ts';
import { AlertBell } from '../../alerts/components/alert-bell.tsx';
import { useOffers } from '../../offers/api/get-offers.ts';
import {
  cartLabel,
  cartLink,
  formatCount,
  formatMinPrice,
  formatQuantity,
  groupSummary,
  itemNumberLabel,
} from '../logic/display.ts';
import type { StockLabels } from '../logic/labels.ts';
import { canMakeOffer } from '../logic/offer-dialog.ts';
import { BROWSE_ONLY_NOTE_ID, BrowseOnlyReason, DisabledReason } from './browse-only.tsx';

type Props = {
  group: ItemGroup;
  items: StockItem[];
  settings: StocklistSettings;
  labels: StockLabels;
  onOpenDialog(group: ItemGroup, item: StockItem, mode: 'buy' | 'offer'): void;
  onGradeInfo(grade: string): void;
};

const num = { fontVariantNumeric: 'tabular-nums', textAlign: 'right' } as const;

/** The value a card shows for an attribute (C-038): the group's, else its first item's; warehouses labelled. */
function cardAttribute(group: ItemGroup, attribute: string, labels: StockLabels): string | undefined {
  if (!attribute) return undefined;
  if (attribute === 'warehouse') return labels.warehouse(group.wareHouse);
  const value = group.groupAttributes[attribute] ?? group.items[0]?.attributes[attribute];
  return value === undefined ? undefined : labels.value(attribute, value);
}

/**
 * C-038…C-049: a group card, collapsed by default (item count, total quantity, minimum price); expanded it lists
 * its items with Buy and Offer, or the link to the cart entry. A collapsed card does not read the cart entries
 * or the buyer's authorities, so their arrival after the list (P9) re-renders only the open cards.
 */
export const GroupCard = memo(function GroupCard({
  group,
  items,
  settings,
  labels,
  onOpenDialog,
  onGradeInfo,
}: Props) {
  const { t } = useTranslation();
  const config = useSiteConfig();
  const [open, setOpen] = useState(false);
  const id = useId();
  const symbol = t('currencySymbol');
  const precision = config.currencyPrecision ?? 2;
  const max = settings.maxItemQuantityToBeDisplayed;
  const summary = groupSummary(items, group.showMinPriceSymbol, max);
  const topRight = cardAttribute(group, settings.groupTopRightAttribute, labels);
  const bottomRight = cardAttribute(group, settings.groupBottomRightAttribute, labels);
  const grade = group.groupAttributes.grade ?? items[0]?.attributes.grade;
  const showGradeIcon =
    settings.showGradeIcon && settings.groupTopRightAttribute === 'grade' && grade !== undefined;
  const theme = useTheme();
  // a grade chip wears its grade's own colour, from the tenant's theme.
  const gradeColors =
    settings.groupTopRightAttribute === 'grade' && grade !== undefined
      ? (() => {
          const slot = gradeSlot(grade, settings.grade);
          return gradeChipColors(slot.index, slot.count, {
            primary: theme.palette.primary.main,
            paper: theme.palette.background.paper,
            mode: theme.palette.mode,
          });
        })()
      : undefined;

  return (
    <li className="group-card">
      <div className="group-card__row">
        <ButtonBase
          className="group-card__toggle"
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          aria-controls={id}
          aria-label={t(open ? 'hideItems' : 'showItems', { title: group.title })}
        >
          <span className="group-card__title-row">
            <ExpandMoreIcon fontSize="small" className="group-card__expand" />
            <h3 className="group-card__title">{group.title}</h3>
          </span>
          <span className="group-card__summary">
            <span>{t('itemCountLabel', { count: summary.itemCount, n: summary.itemCount })}</span>
            <span>
              {t('groupQuantityLabel', {
                n: `${formatCount(summary.quantity)}${summary.quantityCapped ? '+' : ''}`,
              })}
            </span>
            <span className="group-card__price">
              {summary.minPrice === undefined
                ? t('emptyValue')
                : t('fromPrice', { price: formatMinPrice(summary, symbol, precision) })}
            </span>
          </span>
        </ButtonBase>
        <div className="group-card__aside">
          {topRight ? (
            <span className="group-card__chip-row">
              <Chip
                size="small"
                label={topRight}
                color={gradeColors ? 'default' : 'primary'}
                variant="outlined"
                className="group-card__chip"
                style={
                  gradeColors
                    ? {
                        backgroundColor: gradeColors.background,
                        color: gradeColors.text,
                        borderColor: gradeColors.border,
                      }
                    : undefined
                }
              />
              {showGradeIcon ? (
                <IconButton
                  size="small"
                  aria-label={t('gradeInfo', { grade: topRight })}
                  onClick={() => onGradeInfo(grade)}
                >
                  <InfoOutlinedIcon fontSize="small" />
                </IconButton>
              ) : null}
            </span>
          ) : (
            <span />
          )}
          {bottomRight ? <span className="group-card__caption">{bottomRight}</span> : null}
        </div>
      </div>
      {open ? (
        <GroupItems
          id={id}
          group={group}
          items={items}
          settings={settings}
          symbol={symbol}
          precision={precision}
          onOpenDialog={onOpenDialog}
        />
      ) : null}
    </li>
  );
});

/**
 * The collapsed cards' styles (C-038…C-042), written once for the whole list by <GroupCardStyles /> instead of an
 * sx object per element of every card: emotion resolves and serialises each sx object on every render, and the
 * first screen renders a page of cards at once (P9, docs/decisions/010). Theme-dependent, so a tenant's colours,
 * radius and fonts apply as before.
 */
const cardStyles = (theme: Theme) => ({
  '.group-card': {
    overflow: 'hidden',
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: theme.shape.borderRadius,
    backgroundColor: theme.palette.background.paper,
    color: theme.palette.text.primary,
  },
  '.group-card__row': { display: 'flex', alignItems: 'stretch' },
  '.group-card__toggle.MuiButtonBase-root': {
    flex: 1,
    minWidth: 0,
    justifyContent: 'flex-start',
    textAlign: 'left',
    padding: theme.spacing(1.25, 2),
    display: 'block',
  },
  '.group-card__title-row': { display: 'flex', alignItems: 'center', gap: theme.spacing(1) },
  '.group-card__toggle .group-card__expand': {
    color: theme.palette.text.secondary,
    transition: 'transform 150ms',
  },
  '.group-card__toggle[aria-expanded="true"] .group-card__expand': { transform: 'rotate(180deg)' },
  '.group-card__title': {
    ...theme.typography.body1,
    margin: 0,
    fontWeight: 700,
    fontSize: '0.975rem',
    lineHeight: 1.3,
  },
  '.group-card__summary': {
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: theme.spacing(2.5),
    rowGap: theme.spacing(0.25),
    marginTop: theme.spacing(0.5),
    paddingLeft: theme.spacing(3.5),
    fontSize: '0.85rem',
    color: theme.palette.text.secondary,
    fontVariantNumeric: 'tabular-nums',
  },
  '.group-card__price': { color: theme.palette.text.primary, fontWeight: 700 },
  '.group-card__aside': {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-end',
    justifyContent: 'space-between',
    padding: theme.spacing(1, 1.5),
    gap: theme.spacing(0.5),
    flexShrink: 0,
  },
  '.group-card__chip-row': { display: 'flex', alignItems: 'center' },
  '.group-card__chip.MuiChip-root': { fontWeight: 700 },
  '.group-card__caption': {
    ...theme.typography.caption,
    color: theme.palette.text.secondary,
    whiteSpace: 'nowrap',
  },
});

/** The styles of every group card on the screen: render once beside the list. */
export function GroupCardStyles() {
  return <GlobalStyles styles={cardStyles} />;
}

/** C-043…C-049: an open card's items, each with Buy and Offer, or the link to its cart entry (C-052). */
function GroupItems({
  id,
  group,
  items,
  settings,
  symbol,
  precision,
  onOpenDialog,
}: Pick<Props, 'group' | 'items' | 'settings' | 'onOpenDialog'> & {
  id: string;
  symbol: string;
  precision: number;
}) {
  const { t } = useTranslation();
  const canBuy = useAuthority('CAN_BUY_ONLINE');
  const canAlert = useAuthority('CAN_SET_STOCKLIST_ALERT');
  // C-052 / §6: the offers map is loaded only with CAN_BUY_ONLINE (the screen asks for it; this reads it).
  const offers = useOffers(canBuy).data;
  const max = settings.maxItemQuantityToBeDisplayed;
  const noOffersId = `${id}-no-offers`;
  return (
    <>
      {/* The description of every OFFER this list turns off (a hidden element may still describe one). */}
      <span hidden id={noOffersId}>
        {t('offersNotTakenHere')}
      </span>
      <Box
        id={id}
        component="ul"
        sx={{ listStyle: 'none', m: 0, p: 0, borderTop: 1, borderColor: 'divider' }}
      >
        {items.map((item) => {
          const entry = offers?.[item.itemNumberWarehouse]?.stocklistOffer;
          const offerAllowed = canMakeOffer(
            group.isOfferAccepted,
            item.warehouse,
            settings.warehouseAcceptingOffer,
          );
          const label = entry ? cartLabel(entry) : undefined;
          const description = item.groupItemDescription || item.skuDescription;
          const itemNo = itemNumberLabel(item.itemNumber, settings.itemDescriptionRules);
          // Descriptions repeat across groups (grades, warehouses): the item number makes each name unique.
          const itemName = `${description} · ${itemNo}`;
          return (
            <Box
              component="li"
              key={item.itemNumberWarehouse}
              aria-label={itemName}
              sx={{
                display: 'grid',
                // On a phone the actions' column may shrink (minmax 0) and its buttons wrap: longer words (Spanish
                // COMPRAR / OFERTAR) must not push the alert bell off the card.
                gridTemplateColumns: {
                  xs: 'auto auto minmax(0,1fr) auto',
                  md: 'minmax(0,1fr) 84px 96px 206px 40px',
                },
                columnGap: 1.5,
                rowGap: 0.5,
                alignItems: 'center',
                px: 2,
                py: 1,
                '&:nth-of-type(even)': { bgcolor: 'action.hover' },
              }}
            >
              <Box sx={{ minWidth: 0, gridColumn: { xs: '1 / -1', md: 'auto' } }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {description}
                </Typography>
                <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                  {t('itemNumber')} {itemNo}
                  {item.incrementSize > 1 ? ` · ${t('incrementHint', { n: item.incrementSize })}` : ''}
                </Typography>
              </Box>
              <Box sx={{ ...num, fontSize: '0.875rem' }}>
                <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.75rem', display: 'block' }}>
                  {t('quantityAvailable')}
                </Box>
                {item.quantityAvailable > 0 ? formatQuantity(item.quantityAvailable, max) : t('outOfStock')}
              </Box>
              <Box sx={{ ...num, fontSize: '0.875rem', fontWeight: 700 }}>
                <Box
                  component="span"
                  sx={{ color: 'text.secondary', fontSize: '0.75rem', fontWeight: 400, display: 'block' }}
                >
                  {t('listPrice')}
                </Box>
                {item.listPrice > 0 ? formatMoney(item.listPrice, { symbol, precision }) : t('emptyValue')}
              </Box>
              <Box
                sx={{
                  display: 'flex',
                  flexWrap: 'wrap',
                  gap: 1,
                  justifyContent: 'flex-end',
                }}
              >
                {entry && label ? (
                  <>
                    <Button
                      component={Link}
                      to={cartLink(entry.offerState)}
                      size="small"
                      variant="text"
                      disabled={!canBuy}
                      sx={{ fontWeight: 700 }}
                    >
                      {t(label.key, { n: label.n, count: label.n })}
                    </Button>
                    <IconButton
                      size="small"
                      disabled={!canBuy}
                      aria-label={t('editCartEntry', { item: itemName })}
                      onClick={() =>
                        onOpenDialog(group, item, entry.offerStatus === 'BUY_AT_LIST' ? 'buy' : 'offer')
                      }
                    >
                      <EditOutlinedIcon fontSize="small" />
                    </IconButton>
                  </>
                ) : (
                  <>
                    <BrowseOnlyReason isBrowseOnly={!canBuy}>
                      <Button
                        size="small"
                        variant="contained"
                        disableElevation
                        disabled={!canBuy || item.quantityAvailable <= 0}
                        onClick={() => onOpenDialog(group, item, 'buy')}
                        aria-label={`${t('buy')} ${itemName}`}
                        aria-describedby={canBuy ? undefined : BROWSE_ONLY_NOTE_ID}
                      >
                        {t('buy')}
                      </Button>
                    </BrowseOnlyReason>
                    {/* C-051: OFFER off where offers are not taken says why, as the browse-only one does. */}
                    <DisabledReason
                      reason={
                        !canBuy
                          ? t('browseOnlyReason')
                          : !offerAllowed && item.quantityAvailable > 0
                            ? t('offersNotTakenHere')
                            : undefined
                      }
                    >
                      <Button
                        size="small"
                        variant="outlined"
                        disabled={!canBuy || !offerAllowed || item.quantityAvailable <= 0}
                        onClick={() => onOpenDialog(group, item, 'offer')}
                        aria-label={`${t('offer')} ${itemName}`}
                        aria-describedby={
                          !canBuy ? BROWSE_ONLY_NOTE_ID : !offerAllowed ? noOffersId : undefined
                        }
                      >
                        {t('offer')}
                      </Button>
                    </DisabledReason>
                  </>
                )}
              </Box>
              <AlertBell
                target={{
                  itemNumberWarehouse: item.itemNumberWarehouse,
                  name: itemName,
                  description: item.skuDescription,
                  itemNumber: itemNo,
                  incrementSize: item.incrementSize,
                }}
                enabled={canAlert}
                defaultQuantitySetting={settings.defaultAlertQuantity}
              />
            </Box>
          );
        })}
      </Box>
    </>
  );
}

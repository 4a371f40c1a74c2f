import ArrowBack from '@mui/icons-material/ArrowBack';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Address } from '@portico/contract';
import type { DeskOrder, DeskShipment } from '@portico/contract/order-desk';
import { formatDate, formatDateTime } from '@portico/domain';
import { ApiError, TrackingNumbers } from '@portico/web-kit';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { LoadFailed } from '../../../components/load-states.tsx';
import { useNotify } from '../../../components/notifier.tsx';
import { ReadOnlyNote } from '../../../components/read-only-note.tsx';
import { setSubjectTitle } from '../../../lib/document-title.ts';
import { t } from '../../../lib/i18n.ts';
import { useMoney } from '../../config/hooks/use-money.ts';
import { DocumentStatusChip } from '../../documents/components/documents-page.tsx';
import { useStaffCan } from '../../staff/hooks.ts';
import {
  useDeskOrder,
  useDeskTransition,
  useDownloadInvoice,
  useDownloadManifest,
} from '../api/desk-order.ts';
import { useOrdersEvents } from '../hooks/use-orders-events.ts';
import {
  CancelDialog,
  EditLinesDialog,
  ExtendHoldDialog,
  InvoiceDialog,
  PaymentDialog,
  QuoteDialog,
} from './order-dialogs.tsx';
import { OrderStatusChip } from './order-status-chip.tsx';
import { OrderTimeline } from './order-timeline.tsx';
import { ShipDialog } from './ship-dialog.tsx';

type Dialog = 'quote' | 'payment' | 'ship' | 'cancel' | 'hold' | 'lines' | 'invoice' | null;

/**
 * /seller/orders/{n}: one order as the desk sees it — lines, amounts, buyer, addresses, shipments, invoices and
 * the timeline — with the transitions the server allows now (DeskActions, from the shared transition table):
 * answer a freight quote, record a payment, ship, invoice, cancel with a reason, edit lines.
 */
export function OrderPage() {
  const { phonexOrderNumber = '' } = useParams();
  useOrdersEvents();
  const order = useDeskOrder(phonexOrderNumber);

  return (
    <Box>
      <Button component={RouterLink} to="/orders" startIcon={<ArrowBack />} sx={{ mb: 1 }}>
        {t('consoleAllOrders')}
      </Button>
      {order.isPending ? (
        <Stack spacing={2} aria-busy="true" aria-label={t('consoleLoadingTheOrder')}>
          <Skeleton variant="rounded" height={64} />
          <Skeleton variant="rounded" height={240} />
        </Stack>
      ) : order.isError && order.error instanceof ApiError && order.error.status === 404 ? (
        // No such order: trying again cannot help; the way back to the list can.
        <Alert
          severity="warning"
          action={
            <Button component={RouterLink} to="/orders" color="inherit">
              {t('consoleBackToOrders')}
            </Button>
          }
        >
          {order.error.message}
        </Alert>
      ) : order.isError ? (
        <LoadFailed error={order.error} onRetry={() => void order.refetch()} size="medium" />
      ) : (
        <OrderView order={order.data.order} />
      )}
    </Box>
  );
}

/** The order itself, once loaded (tested on its own, without the event stream). */
export function OrderView({ order }: { order: DeskOrder }) {
  const money = useMoney();
  const notify = useNotify();
  // A dialog acts on the order as it was when it opened (its version, lines and amounts): a live update meanwhile
  // (a colleague's payment, the buyer's edit) must not slip under it. The server then refuses the stale version.
  const [open, setOpen] = useState<{ dialog: Dialog; order: DeskOrder }>({ dialog: null, order });
  const dialog = open.dialog;
  const setDialog = (d: Dialog) => setOpen({ dialog: d, order });
  const opened = open.order;
  const transition = useDeskTransition(order.phonexOrderNumber);
  const downloadInvoice = useDownloadInvoice(order.phonexOrderNumber);
  const downloadManifest = useDownloadManifest(order.phonexOrderNumber);
  const { actions } = order;
  const can = useStaffCan();
  const close = () => setDialog(null);
  const amount = (value: number) => (order.freightUndefined ? t('consoleToBeQuoted') : money(value));
  // A partial shipment: its status reads Shipped, so the units shipped of those ordered are said beside it.
  const shipped = order.lines.reduce((n, l) => n + l.shippedQuantity, 0);
  const stillOpen = order.lines.reduce((n, l) => n + l.openQuantity, 0);
  const shippedOf = shipped > 0 && stillOpen > 0 ? { shipped, ordered: shipped + stillOpen } : null;
  // The tab names the order, so several open orders can be told apart.
  useEffect(() => {
    setSubjectTitle(order.phonexOrderNumber);
    return () => setSubjectTitle(undefined);
  }, [order.phonexOrderNumber]);
  // A dialog whose opener went with it (Record payment, once paid) leaves the focus nowhere: it goes to the next
  // action, else to the heading, instead of the page's start.
  // The answer may render before the dialog closes, or after it (a live refetch): until the order's next version
  // has rendered, a focus the dialog gave back to its opener may still lose that opener.
  const heading = useRef<HTMLHeadingElement>(null);
  const actionGroup = useRef<HTMLDivElement>(null);
  const closedAt = useRef<number | null>(null);
  useEffect(() => {
    if (dialog !== null) {
      closedAt.current = order.version;
      return;
    }
    if (closedAt.current === null) return;
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) {
      if (order.version !== closedAt.current) closedAt.current = null;
      return;
    }
    closedAt.current = null;
    (actionGroup.current?.querySelector<HTMLElement>('button') ?? heading.current)?.focus();
  }, [dialog, order.version]);

  return (
    <Stack spacing={2.5}>
      <ReadOnlyNote>{t('consoleYourRoleCanViewTheOrders')}</ReadOnlyNote>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-start' } }}
      >
        <Box>
          <Typography
            variant="h1"
            ref={heading}
            tabIndex={-1}
            sx={{ fontSize: { xs: '1.5rem', md: '2rem' }, wordBreak: 'break-all', outline: 'none' }}
          >
            {t('consoleOrderNumber', { n: order.phonexOrderNumber })}
          </Typography>
          <Typography color="text.secondary">
            {order.refOrderNumber ? `${t('consoleReference')} ${order.refOrderNumber} · ` : ''}
            {t('consolePlacedOn', { date: formatDateTime(order.createDate) })}
          </Typography>
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }}
          >
            <OrderStatusChip status={order.fulfillmentStatus} />
            <OrderStatusChip status={order.paymentStatus} />
            {shippedOf && (
              <Typography variant="body2" color="text.secondary">
                {t('consoleUnitsShippedOf', shippedOf)}
              </Typography>
            )}
            {order.holdExpiresAt && (
              <Typography variant="body2" color="text.secondary">
                {t('consoleHoldsStockUntil', { date: formatDateTime(order.holdExpiresAt) })}
              </Typography>
            )}
          </Stack>
        </Box>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap' }}
          role="group"
          aria-label={t('consoleOrderActions')}
          ref={actionGroup}
        >
          {can.write && actions.canAnswerQuote && (
            <Button variant="contained" onClick={() => setDialog('quote')}>
              {t('consoleAnswerQuote')}
            </Button>
          )}
          {can.write && actions.canRecordPayment && (
            <Button variant="contained" onClick={() => setDialog('payment')}>
              {t('consoleRecordPayment')}
            </Button>
          )}
          {can.write && actions.canShip && (
            <Button variant="contained" onClick={() => setDialog('ship')}>
              {t('consoleShip')}
            </Button>
          )}
          {can.write && actions.canInvoice && (
            <Button variant="contained" onClick={() => setDialog('invoice')}>
              {t('consoleCreateInvoice')}
            </Button>
          )}
          {can.write && actions.canEditLines && (
            <Button variant="outlined" onClick={() => setDialog('lines')}>
              {t('consoleEditLines')}
            </Button>
          )}
          {can.write && actions.canExtendHold && (
            <Button variant="outlined" onClick={() => setDialog('hold')}>
              {t('consoleExtendHold')}
            </Button>
          )}
          {can.write && actions.canCancel && (
            <Button variant="outlined" color="error" onClick={() => setDialog('cancel')}>
              {t(order.fulfillmentStatus === 'SHIPPED' ? 'consoleCloseOpenUnits' : 'consoleCancelOrder')}
            </Button>
          )}
        </Stack>
      </Stack>

      <Box
        sx={{
          display: 'grid',
          gap: 2.5,
          gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={2.5} sx={{ minWidth: 0 }}>
          <Section title={t('consoleLines')}>
            <OrderLines order={order} />
          </Section>
          <Section title={t('consoleShipmentsAndInvoices')}>
            {order.shipments.length === 0 && order.invoices.length === 0 ? (
              <Typography color="text.secondary">{t('consoleNothingShippedOrInvoicedYet')}</Typography>
            ) : (
              <Stack spacing={1.5}>
                {shipmentsOf(order.shipments).map((s) => (
                  <Box key={s.trackingNumbers[0]}>
                    {/* L-010: each number linked to its carrier's tracking page when it is one we know. */}
                    <Typography component="div" sx={{ fontWeight: 600 }}>
                      <TrackingNumbers
                        parcels={s.trackingNumbers.map((trackingNumber) => ({
                          carrier: s.carrier,
                          trackingNumber,
                        }))}
                      />
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {t('consoleShippedUnits', { date: formatDateTime(s.shippedAt), count: s.units })}
                    </Typography>
                  </Box>
                ))}
                <Box>
                  <Button
                    size="small"
                    startIcon={<FileDownloadOutlined />}
                    onClick={() =>
                      downloadManifest.mutate(undefined, { onError: (err) => notify(err.message, 'error') })
                    }
                  >
                    {t('consoleDownloadManifest')}
                  </Button>
                </Box>
                {order.invoices.map((inv) => (
                  <Stack
                    key={inv.invoiceNumber}
                    direction="row"
                    spacing={1}
                    useFlexGap
                    sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                  >
                    <Typography sx={{ fontWeight: 600 }}>
                      {t('consoleInvoiceLine', { invoiceNumber: inv.invoiceNumber, total: money(inv.total) })}
                    </Typography>
                    {inv.dueDate && (
                      <Typography color="text.secondary">
                        {t('consoleInvoiceDue', { date: formatDate(inv.dueDate) })}
                      </Typography>
                    )}
                    <Button
                      size="small"
                      startIcon={<PictureAsPdfOutlined />}
                      onClick={() =>
                        downloadInvoice.mutate(inv.invoiceNumber, {
                          onError: (err) => notify(err.message, 'error'),
                        })
                      }
                    >
                      {t('consoleDownloadInvoice', { invoiceNumber: inv.invoiceNumber })}
                    </Button>
                  </Stack>
                ))}
              </Stack>
            )}
          </Section>
          {order.documents.length > 0 && (
            <Section title={t('consoleProofOfExport')}>
              <Stack spacing={1.5}>
                {order.documents.map((d) => (
                  <Box key={d.documentName}>
                    <Stack
                      direction="row"
                      spacing={1}
                      useFlexGap
                      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                    >
                      <Typography sx={{ fontWeight: 600 }}>{d.documentName}</Typography>
                      <DocumentStatusChip status={d.documentStatus} />
                    </Stack>
                    {d.fileName && (
                      <Typography variant="body2" color="text.secondary">
                        {d.submittedAt
                          ? t('consoleDocumentFileUploaded', {
                              fileName: d.fileName,
                              date: formatDateTime(d.submittedAt),
                            })
                          : d.fileName}
                      </Typography>
                    )}
                    {d.documentStatus === 'REJECTED' && d.reason && (
                      <Typography variant="body2" color="text.secondary">
                        {d.reason}
                      </Typography>
                    )}
                  </Box>
                ))}
                <Box>
                  <Link component={RouterLink} to="/documents">
                    {t('consoleReviewInDocuments')}
                  </Link>
                </Box>
              </Stack>
            </Section>
          )}
          <Section title={t('consoleTimeline')}>
            <OrderTimeline entries={order.timeline} />
          </Section>
        </Stack>

        <Stack spacing={2.5} sx={{ minWidth: 0 }}>
          <Section title={t('consoleAmounts')}>
            <Amounts
              rows={[
                [t('consoleSubtotal'), money(order.subtotal)],
                [t('consoleFreight'), amount(order.freight)],
                [t('consolePaymentFee'), money(order.paymentFee)],
                [t('consoleServices'), money(order.additionalServicesFee)],
                [order.taxDescription || t('consoleTax'), amount(order.tax)],
                ...(order.reservationFee
                  ? [[t('consoleReservationFee'), money(order.reservationFee)] as const]
                  : []),
                ...(order.cancellationFee
                  ? [[t('consoleCancellationFee'), money(order.cancellationFee)] as const]
                  : []),
              ]}
              total={amount(order.total)}
            />
          </Section>
          <Section title={t('consoleBuyer')}>
            <Typography sx={{ fontWeight: 600 }}>{order.buyer.name}</Typography>
            <Typography color="text.secondary" sx={{ wordBreak: 'break-all' }}>
              {order.buyer.email}
            </Typography>
            <Link component={RouterLink} to={`/orders?buyer=${encodeURIComponent(order.buyer.buyerId)}`}>
              {t('consoleOrdersOfThisBuyer')}
            </Link>
          </Section>
          <Section title={t('consoleShippingAndPayment')}>
            <Stack spacing={1.5}>
              <Labelled label={t('consoleShipTo')}>
                <AddressLines address={order.shippingAddress} />
              </Labelled>
              <Labelled label={t('consoleMethod')}>
                {[
                  order.shippingMethodLabel,
                  order.requestAQuoteServiceLevel,
                  order.carrier,
                  order.carrierServiceLevel,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Labelled>
              {order.carrierShippingAccountNumber && (
                // L-038: the freight is billed to the buyer's own account with the carrier.
                <Labelled label={t('consoleBuyersCarrierAccount')}>
                  {order.carrierShippingAccountNumber}
                </Labelled>
              )}
              {order.insured !== null && (
                // the cover the buyer paid for, which the warehouse buys with the shipment.
                <Labelled label={t('consoleInsurance')}>
                  {order.insured && order.insuredAmount !== null
                    ? t('consoleInsuredFor', { amount: money(order.insuredAmount) })
                    : t('consoleNotInsured')}
                </Labelled>
              )}
              {order.shippingInstructions && (
                <Labelled label={t('consoleInstructions')}>{order.shippingInstructions}</Labelled>
              )}
              <Divider />
              <Labelled label={t('consoleBillTo')}>
                <AddressLines address={order.billingAddress} />
              </Labelled>
              <Labelled label={t('consolePayment')}>
                {order.paymentMethodLabel}
                {order.paidDate ? ` · ${t('consolePaidOn', { date: formatDateTime(order.paidDate) })}` : ''}
              </Labelled>
              <Labelled label={t('consoleWarehouse')}>{order.warehouse}</Labelled>
            </Stack>
          </Section>
        </Stack>
      </Box>

      {dialog === 'quote' && <QuoteDialog order={opened} transition={transition} onClose={close} />}
      {dialog === 'payment' && <PaymentDialog order={opened} transition={transition} onClose={close} />}
      {dialog === 'ship' && <ShipDialog order={opened} transition={transition} onClose={close} />}
      {dialog === 'cancel' && <CancelDialog order={opened} transition={transition} onClose={close} />}
      {dialog === 'hold' && <ExtendHoldDialog order={opened} transition={transition} onClose={close} />}
      {dialog === 'lines' && <EditLinesDialog order={opened} transition={transition} onClose={close} />}
      {dialog === 'invoice' && <InvoiceDialog order={opened} transition={transition} onClose={close} />}
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardContent>
        <Typography variant="h2" sx={{ fontSize: '1.1rem', mb: 1.5 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Box>{children}</Box>
    </Box>
  );
}

function AddressLines({ address }: { address: Address }) {
  const lines = [
    // The company the goods go to or are billed to (part 2 §3 Address fields), as the portal and the invoice print.
    address.fields.ShipToName ?? address.fields.BillingCustomerName,
    address.contact,
    address.address1,
    address.address2,
    [address.city, address.state, address.zip].filter(Boolean).join(' '),
    address.country,
  ].filter((l): l is string => Boolean(l));
  return (
    <>
      {lines.map((line, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one address, in order
        <Typography key={i}>{line}</Typography>
      ))}
    </>
  );
}

function Amounts({ rows, total }: { rows: readonly (readonly [string, string])[]; total: string }) {
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 0.5, columnGap: 2 }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt">{label}</Typography>
          <Typography component="dd" sx={{ m: 0, textAlign: 'right' }}>
            {value}
          </Typography>
        </Box>
      ))}
      <Typography component="dt" sx={{ fontWeight: 700, pt: 1 }}>
        {t('consoleTotal')}
      </Typography>
      <Typography component="dd" sx={{ m: 0, textAlign: 'right', fontWeight: 700, pt: 1 }}>
        {total}
      </Typography>
    </Box>
  );
}

/** The lines: a table from 600 px; below, one block per line so nothing scrolls sideways on a phone. */
function OrderLines({ order }: { order: DeskOrder }) {
  const money = useMoney();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (isPhone)
    return (
      <Stack
        component="ul"
        spacing={1.5}
        sx={{ listStyle: 'none', p: 0, m: 0 }}
        aria-label={t('consoleLines')}
      >
        {order.lines.map((line) => (
          <Box
            component="li"
            key={line.itemNumberWarehouse}
            sx={{ borderTop: 1, borderColor: 'divider', pt: 1 }}
          >
            <Typography sx={{ fontWeight: 600, wordBreak: 'break-all' }}>{line.itemNumber}</Typography>
            <Typography variant="body2" color="text.secondary">
              {line.itemDescription}
            </Typography>
            <Typography variant="body2">
              {t('consoleLineQuantities', {
                ordered: line.orderedQuantity,
                shipped: line.shippedQuantity,
                canceled: line.canceledQuantity,
              })}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {line.orderedQuantity - line.canceledQuantity} × {money(line.unitPrice)} ={' '}
              {money(line.extendedPrice)}
            </Typography>
          </Box>
        ))}
      </Stack>
    );
  return (
    // Focusable, so a keyboard can scroll it when a long item number makes it wider than its column (axe).
    <TableContainer tabIndex={0} role="group" aria-label={t('consoleLines')}>
      <Table size="small" aria-label={t('consoleLines')} sx={{ '& th, & td': { px: 1 } }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('consoleItem2')}</TableCell>
            {/* The buyer's order page's order: what was ordered, what of it was cancelled, what shipped. */}
            <TableCell align="right">{t('consoleOrdered')}</TableCell>
            <TableCell align="right">{t('consoleCanceled')}</TableCell>
            <TableCell align="right">{t('consoleShipped')}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {t('consoleUnitPrice')}
            </TableCell>
            <TableCell align="right">{t('consoleAmount')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {order.lines.map((line) => (
            <TableRow key={line.itemNumberWarehouse}>
              <TableCell sx={{ minWidth: 160 }}>
                <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{line.itemNumber}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {line.itemDescription}
                </Typography>
              </TableCell>
              <TableCell align="right">{line.orderedQuantity}</TableCell>
              <TableCell align="right">{line.canceledQuantity}</TableCell>
              <TableCell align="right">{line.shippedQuantity}</TableCell>
              <TableCell align="right">{money(line.unitPrice)}</TableCell>
              <TableCell align="right">{money(line.extendedPrice)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/**
 * The order's shipments as the desk shipped them: parcels shipped together (one carrier, one moment: several
 * tracking numbers for one shipment) are one entry, their units (each parcel carries the shipment's) counted once.
 */
function shipmentsOf(parcels: readonly DeskShipment[]) {
  const out: { carrier: string | null; shippedAt: string; units: number; trackingNumbers: string[] }[] = [];
  for (const p of parcels) {
    const last = out.at(-1);
    if (last && last.carrier === p.carrier && last.shippedAt === p.shippedAt) {
      last.trackingNumbers.push(p.trackingNumber);
    } else {
      out.push({
        carrier: p.carrier,
        shippedAt: p.shippedAt,
        units: p.units,
        trackingNumbers: [p.trackingNumber],
      });
    }
  }
  return out;
}

/**
 * The public tracking page of a parcel (L-010: the order page's tracking numbers; the shipment mail): for the
 * carriers we know, by name whatever its case (UPS, FedEx, DHL, USPS), the carrier's page for the number; for any
 * other carrier, or none, null — the number is then shown as plain text. The number is one encoded query value
 * (encodeURIComponent): a space, '&', '#' or markup in it can never change where the link goes.
 */
const TRACKING_PAGES: ReadonlyMap<string, string> = new Map([
  ['ups', 'https://www.ups.com/track?tracknum='],
  ['fedex', 'https://www.fedex.com/fedextrack/?trknbr='],
  ['dhl', 'https://www.dhl.com/global-en/home/tracking.html?tracking-id='],
  ['usps', 'https://tools.usps.com/go/TrackConfirmAction?tLabels='],
]);

export function carrierTrackingUrl(
  carrier: string | null | undefined,
  trackingNumber: string,
): string | null {
  const page = TRACKING_PAGES.get((carrier ?? '').trim().toLowerCase());
  const number = trackingNumber.trim();
  if (!page || number === '') return null;
  return `${page}${encodeURIComponent(number)}`;
}

/**
 * Order option withdrawal (part 2 §5; L-035…L-038): the order's options are the checkout's, less what no longer
 * fits the order as it stands — a shipping method whose maxDevicesInShipment is below the order's units (shown
 * no more: showMethod false), a payment method whose creditLimit is below the order's subtotal (left out).
 * The order's own current choices stay, so the page can show what was chosen; a change TO a withdrawn option is
 * refused by the upsert (checkout's shippingMethodRefusal / paymentMethodRefusal). Insurance stays limited by
 * maxShipmentInsuranceAmount (L-037).
 */

type ShippingMethodLike = { code: string; showMethod: boolean; maxDevicesInShipment?: number | null };
type PaymentMethodLike = { code: string; creditLimit?: number | null };

export type WithdrawableOptions = {
  otherShippingMethods: ShippingMethodLike[];
  realTimeQuoteShippingMethods: ShippingMethodLike[];
  paymentMethods: PaymentMethodLike[];
};

export function withdrawOrderOptions<O extends WithdrawableOptions>(
  options: O,
  order: {
    units: number;
    /** Major units, like creditLimit in the options. */
    subtotal: number;
    shippingMethodCode: string;
    paymentMethodCode: string;
  },
): O {
  const tooMany = (m: ShippingMethodLike) =>
    m.code !== order.shippingMethodCode &&
    m.maxDevicesInShipment !== null &&
    m.maxDevicesInShipment !== undefined &&
    order.units > m.maxDevicesInShipment;
  const withdrawShipping = <M extends ShippingMethodLike>(list: M[]): M[] =>
    list.map((m) => (tooMany(m) ? { ...m, showMethod: false } : m));
  return {
    ...options,
    otherShippingMethods: withdrawShipping(options.otherShippingMethods),
    realTimeQuoteShippingMethods: withdrawShipping(options.realTimeQuoteShippingMethods),
    paymentMethods: options.paymentMethods.filter(
      (m) =>
        m.code === order.paymentMethodCode ||
        m.creditLimit === null ||
        m.creditLimit === undefined ||
        order.subtotal <= m.creditLimit,
    ),
  };
}

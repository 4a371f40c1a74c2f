import { isShippedLanguage, type ShippedLanguage } from './shipped-languages.ts';

/**
 * The words of the mails Portico sends buyers, in each shipped language: the order mails, the
 * seller's offer answers, stock alerts, the daily report, password codes and account mails, and proof-of-export
 * reviews. `{name}` placeholders are filled by the caller; a portal label a mail names (a tab, a button) is read
 * from the tenant's own dictionary instead, so the mail says what the buyer's screen says. Server-only: no app
 * imports this, so no browser downloads it.
 */
const en = {
  mailHello: 'Hello,',
  mailHelloName: 'Hello {name},',

  // Order mails (Q-070; the thank-you page's 'A confirmation e-mail is on its way')
  mailOrderPlaced: 'Thank you for your order',
  mailOrderUpdated: 'Your order was updated',
  mailOrderHeld: 'Your order is on hold',
  mailOrderReleased: 'Your order was released',
  mailOrderCanceled: 'Your order was cancelled',
  mailOrderHoldExpired: 'Your order was cancelled: its hold time ran out',
  mailOrderPaymentReceived: 'Your payment was received',
  mailOrderFeeAccrued: 'A late-payment fee was added to your order',
  mailOrderFeeTermsAgreed: 'You agreed to the late-payment terms',
  mailOrderShipped: 'Your order has shipped',
  mailOrderInvoiced: 'Your order was invoiced',
  mailOrderQuoteAnswered: 'Your shipping quote is ready',
  mailOrderHoldExtended: 'Your order is held longer',
  mailOrderSubject: '{tenantName}: {heading} — order {orderNumber}',
  mailOrderNumberStatus: 'Order {orderNumber} — {status}',
  mailOrderShipping: 'Shipping: {method}',
  mailOrderPayment: 'Payment: {method}',
  mailOrderHowToPay: 'How to pay:',
  mailOrderPayOnline: 'Your order can now be paid online: press {button} on your order page.',
  mailOrderPayOnlineAt: 'Pay online: {link}',
  mailOrderPayBy: 'Please pay by {date}: an order still unpaid then is cancelled.',
  mailOrderItems: 'Items:',
  mailOrderMoreItems: '…and {count} more items (see the order page)',
  mailOrderSubtotal: 'Subtotal: {amount}',
  mailOrderFreight: 'Freight: {amount}',
  mailOrderPaymentFee: 'Payment fee: {amount}',
  mailOrderTax: 'Tax: {amount}',
  mailOrderAdditionalServices: 'Additional services: {amount}',
  mailOrderReservationFee: 'Reservation fee: {amount}',
  mailOrderCancellationFee: 'Cancellation fee: {amount}',
  mailOrderTotal: 'Total: {amount}',
  mailOrderToBeQuoted: 'To be quoted',
  mailOrderSeeYourOrder: 'See your order: {link}',
  mailOrderShippedBy: 'Shipped by {carrier}: {trackingNumbers}',
  mailOrderTrackParcel: '  Track {trackingNumber}: {link}',
  mailOrderUnitsStillToShip: '{count} units are still to ship',
  mailOrderOneUnitStillToShip: '1 unit is still to ship',
  mailOrderReason: 'Reason: {reason}',
  mailOrderInvoiceNumber:
    'Invoice {invoiceNumber} is attached; you can also download it from your order page.',
  mailOrderHeldUntil: 'We keep its stock for you until {date}.',
  mailOrderWhatChanged: 'What changed:',
  mailOrderQuantityChanged: '  {item}: quantity {from} → {to}',
  mailOrderLineRemoved: '  Removed: {item}',
  mailOrderShippingChanged: '  Shipping: {method} to {address}',
  mailOrderBillingChanged: '  Payment: {method}, billed to {address}',
  mailOrderServicesChanged: '  Additional services chosen: {services}',
  mailOrderNoServices: 'none',
  mailOrderCancelledItems: 'Cancelled items:',
  mailOrderUnitsClosed: '{units} units that had not shipped were closed: {reason}',
  mailOrderToRefund: '{amount} of your payment is to be refunded.',
  mailOrderRefundedOnline: '{amount} is refunded to the account you paid with.',

  // The seller's answer to an offer
  mailAnswerAcceptedSubject: 'Your offer on {item} was accepted',
  mailAnswerCounteredSubject: 'The seller countered your offer on {item}',
  mailAnswerRejectedSubject: 'Your offer on {item} was not accepted',
  mailAnswerAccepted:
    'The seller accepted your offer of {quantity} × {price} for {item}. The price is valid for 1 order.',
  mailAnswerCountered:
    'The seller answered your offer of {quantity} × {price} for {item} with a counter price of {counterPrice}.',
  mailAnswerRejected: 'The seller did not accept your offer of {quantity} × {price} for {item}.',
  mailAnswerMinimum: 'Check out at least {quantity} units.',
  mailAnswerMinimumOne: 'Check out at least 1 unit.',
  mailAnswerAcceptedNext: "In your cart, under '{tab}', select it, press {button} and check out.",
  mailAnswerAcceptedNextBefore:
    "In your cart, under '{tab}', select it, press {button} and check out before {deadline}.",
  mailAnswerCounteredNext:
    "In your cart, under '{tab}', select it and press {button} to take the counter price, or edit the offer to offer a new price below the counter price.",
  mailAnswerCounteredNextBefore:
    "In your cart, under '{tab}', select it and press {button} to take the counter price before {deadline}, or edit the offer to offer a new price below the counter price.",
  mailAnswerRejectedNext:
    "In your cart, under '{tab}', select it and press {button} to buy at the current list price, or edit the offer to offer a new price below the list price.",
  mailAnswerYourOffers: 'Your offers: {link}',
  mailAnswerOpenYourOffers: 'Open your offers',

  // Stock alerts (section E)
  mailAlertSubject: 'Stock alert: {added} units of {item} added',
  mailAlertAdded: '{added} units of {item} ({itemNumberWarehouse}) were just added to the stock list.',
  mailAlertAvailable: '{available} units are now available.',
  mailAlertAskedFor: 'You asked to hear when at least {quantity} units arrive.',
  mailAlertAskedForOne: 'You asked to hear when at least 1 unit arrives.',
  mailAlertSeeStockList: 'See the stock list: {link}',
  mailAlertOpenStockList: 'Open the stock list',

  // The daily stock report (B-037, C-065)
  mailReportSubject: '{siteTitle}: daily stock report for {date}',
  mailReportAttached: 'Your daily stock report from {siteTitle} is attached.',
  mailReportNewItems: 'New inventory availability: {count} items',
  mailReportNewItem: 'New inventory availability: 1 item',
  mailReportPriceDrops: 'Price drops: {count} items',
  mailReportPriceDrop: 'Price drops: 1 item',
  mailReportWhy:
    'You receive this report because you subscribed to the daily report in the stock list. To stop it, open Daily Report there and unsubscribe.',

  // The password reset code (B-025, B-026)
  mailResetSubject: 'Your {tenantName} password reset code',
  mailResetAsked: 'Someone asked to reset the password of your {tenantName} account ({email}).',
  mailResetCode: 'Your verification code is {code}. It works once and expires in 10 minutes.',
  mailResetEnterHere: 'Enter it here: {link}',
  mailResetLink: 'Reset your password',
  mailResetIgnore: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',

  // Account mails sent when the seller manages a buyer
  mailAccountSubject: 'Your {tenantName} account',
  mailAccountOpened: '{tenantName} has opened an account for you.',
  mailAccountSignInAt: 'Sign in at {link}',
  mailAccountEmail: 'E-mail: {email}',
  mailAccountTemporaryPassword: 'Temporary password: {password}',
  mailAccountChooseYourOwn: 'You will be asked to choose your own password when you first sign in.',
  mailAccountChooseOnSignIn: 'You will be asked to choose your own password when you sign in.',
  mailAccountApprovedSubject: 'Your {tenantName} account is approved',
  mailAccountApproved: '{tenantName} has approved your account. You can now buy at {link}',
  mailAccountPasswordResetSubject: 'Your {tenantName} password was reset',
  mailAccountPasswordReset: '{tenantName} has reset your password.',

  // Proof-of-export reviews (section H); the subject names the shop first, as the order mails' (mailOrderSubject)
  mailDocumentForOrder: '{document} for order {orderNumber}',
  mailDocumentApprovedSubject: '{tenantName}: Your {document} is approved',
  mailDocumentApproved:
    'We have verified your {document}. Once all your documents are approved, {button} is available again.',
  mailDocumentRejectedSubject: '{tenantName}: Your {document} was not accepted',
  mailDocumentRejected: 'We could not accept your {document}.',
  mailDocumentUploadAgain: 'Please upload a new document in the portal.',
} as const;

export type MailWordKey = keyof typeof en;

const es: Record<MailWordKey, string> = {
  mailHello: 'Hola:',
  mailHelloName: 'Hola, {name}:',

  mailOrderPlaced: 'Gracias por su pedido',
  mailOrderUpdated: 'Su pedido se ha actualizado',
  mailOrderHeld: 'Su pedido está retenido',
  mailOrderReleased: 'Su pedido se ha liberado',
  mailOrderCanceled: 'Su pedido se ha cancelado',
  mailOrderHoldExpired: 'Su pedido se ha cancelado: se agotó su tiempo de espera',
  mailOrderPaymentReceived: 'Hemos recibido su pago',
  mailOrderFeeAccrued: 'Se ha añadido un cargo por pago tardío a su pedido',
  mailOrderFeeTermsAgreed: 'Ha aceptado las condiciones de pago tardío',
  mailOrderShipped: 'Su pedido se ha enviado',
  mailOrderInvoiced: 'Su pedido se ha facturado',
  mailOrderQuoteAnswered: 'Su cotización de envío está lista',
  mailOrderHoldExtended: 'Su pedido se retiene más tiempo',
  mailOrderSubject: '{tenantName}: {heading} — pedido {orderNumber}',
  mailOrderNumberStatus: 'Pedido {orderNumber} — {status}',
  mailOrderShipping: 'Envío: {method}',
  mailOrderPayment: 'Pago: {method}',
  mailOrderHowToPay: 'Cómo pagar:',
  mailOrderPayOnline: 'Su pedido ya se puede pagar en línea: pulse {button} en la página de su pedido.',
  mailOrderPayOnlineAt: 'Pagar en línea: {link}',
  mailOrderPayBy: 'Pague antes del {date}: un pedido aún sin pagar entonces se cancela.',
  mailOrderItems: 'Artículos:',
  mailOrderMoreItems: '…y {count} artículos más (véalos en la página del pedido)',
  mailOrderSubtotal: 'Subtotal: {amount}',
  mailOrderFreight: 'Flete: {amount}',
  mailOrderPaymentFee: 'Cargo por pago: {amount}',
  mailOrderTax: 'Impuestos: {amount}',
  mailOrderAdditionalServices: 'Cargo por servicios adicionales: {amount}',
  mailOrderReservationFee: 'Cargo por reserva: {amount}',
  mailOrderCancellationFee: 'Cargo por cancelación: {amount}',
  mailOrderTotal: 'Total: {amount}',
  mailOrderToBeQuoted: 'Por cotizar',
  mailOrderSeeYourOrder: 'Vea su pedido: {link}',
  mailOrderShippedBy: 'Enviado por {carrier}: {trackingNumbers}',
  mailOrderTrackParcel: '  Seguimiento de {trackingNumber}: {link}',
  mailOrderUnitsStillToShip: 'Quedan {count} unidades por enviar',
  mailOrderOneUnitStillToShip: 'Queda 1 unidad por enviar',
  mailOrderReason: 'Motivo: {reason}',
  mailOrderInvoiceNumber:
    'Adjuntamos la factura {invoiceNumber}; también puede descargarla desde la página de su pedido.',
  mailOrderHeldUntil: 'Le reservamos sus unidades hasta el {date}.',
  mailOrderWhatChanged: 'Qué cambió:',
  mailOrderQuantityChanged: '  {item}: cantidad {from} → {to}',
  mailOrderLineRemoved: '  Quitado: {item}',
  mailOrderShippingChanged: '  Envío: {method} a {address}',
  mailOrderBillingChanged: '  Pago: {method}, facturado a {address}',
  mailOrderServicesChanged: '  Servicios adicionales elegidos: {services}',
  mailOrderNoServices: 'ninguno',
  mailOrderCancelledItems: 'Artículos cancelados:',
  mailOrderUnitsClosed: 'Se cerraron {units} unidades que no se habían enviado: {reason}',
  mailOrderToRefund: 'Se le reembolsarán {amount} de su pago.',
  mailOrderRefundedOnline: 'Se reembolsan {amount} a la cuenta con la que pagó.',

  mailAnswerAcceptedSubject: 'Su oferta por {item} fue aceptada',
  mailAnswerCounteredSubject: 'El vendedor respondió a su oferta por {item} con una contraoferta',
  mailAnswerRejectedSubject: 'Su oferta por {item} no fue aceptada',
  mailAnswerAccepted:
    'El vendedor aceptó su oferta de {quantity} × {price} por {item}. El precio es válido para 1 pedido.',
  mailAnswerCountered:
    'El vendedor respondió a su oferta de {quantity} × {price} por {item} con un precio de contraoferta de {counterPrice}.',
  mailAnswerRejected: 'El vendedor no aceptó su oferta de {quantity} × {price} por {item}.',
  mailAnswerMinimum: 'Compre al menos {quantity} unidades.',
  mailAnswerMinimumOne: 'Compre al menos 1 unidad.',
  mailAnswerAcceptedNext: "En su carrito, en '{tab}', selecciónela, pulse {button} y finalice la compra.",
  mailAnswerAcceptedNextBefore:
    "En su carrito, en '{tab}', selecciónela, pulse {button} y finalice la compra antes del {deadline}.",
  mailAnswerCounteredNext:
    "En su carrito, en '{tab}', selecciónela y pulse {button} para aceptar el precio de contraoferta, o edite la oferta para ofrecer un nuevo precio inferior al de la contraoferta.",
  mailAnswerCounteredNextBefore:
    "En su carrito, en '{tab}', selecciónela y pulse {button} para aceptar el precio de contraoferta antes del {deadline}, o edite la oferta para ofrecer un nuevo precio inferior al de la contraoferta.",
  mailAnswerRejectedNext:
    "En su carrito, en '{tab}', selecciónela y pulse {button} para comprar al precio de lista actual, o edite la oferta para ofrecer un nuevo precio inferior al precio de lista.",
  mailAnswerYourOffers: 'Sus ofertas: {link}',
  mailAnswerOpenYourOffers: 'Abrir sus ofertas',

  mailAlertSubject: 'Alerta de inventario: se agregaron {added} unidades de {item}',
  mailAlertAdded: 'Se acaban de agregar al inventario {added} unidades de {item} ({itemNumberWarehouse}).',
  mailAlertAvailable: 'Ahora hay {available} unidades disponibles.',
  mailAlertAskedFor: 'Pidió que le avisáramos cuando llegaran al menos {quantity} unidades.',
  mailAlertAskedForOne: 'Pidió que le avisáramos cuando llegara al menos 1 unidad.',
  mailAlertSeeStockList: 'Vea el inventario: {link}',
  mailAlertOpenStockList: 'Abrir el inventario',

  mailReportSubject: '{siteTitle}: informe diario de inventario del {date}',
  mailReportAttached: 'Adjuntamos su informe diario de inventario de {siteTitle}.',
  mailReportNewItems: 'Nueva disponibilidad de inventario: {count} artículos',
  mailReportNewItem: 'Nueva disponibilidad de inventario: 1 artículo',
  mailReportPriceDrops: 'Bajadas de precio: {count} artículos',
  mailReportPriceDrop: 'Bajadas de precio: 1 artículo',
  mailReportWhy:
    'Recibe este informe porque se suscribió al informe diario en el inventario. Para dejar de recibirlo, abra Informe diario en el inventario y cancele la suscripción.',

  mailResetSubject: 'Su código para restablecer la contraseña de {tenantName}',
  mailResetAsked: 'Alguien pidió restablecer la contraseña de su cuenta de {tenantName} ({email}).',
  mailResetCode: 'Su código de verificación es {code}. Sirve una sola vez y caduca en 10 minutos.',
  mailResetEnterHere: 'Introdúzcalo aquí: {link}',
  mailResetLink: 'Restablecer su contraseña',
  mailResetIgnore: 'Si no lo pidió usted, ignore este correo: su contraseña no cambia.',

  mailAccountSubject: 'Su cuenta de {tenantName}',
  mailAccountOpened: '{tenantName} ha abierto una cuenta para usted.',
  mailAccountSignInAt: 'Inicie sesión en {link}',
  mailAccountEmail: 'Correo electrónico: {email}',
  mailAccountTemporaryPassword: 'Contraseña temporal: {password}',
  mailAccountChooseYourOwn: 'Al iniciar sesión por primera vez se le pedirá que elija su propia contraseña.',
  mailAccountChooseOnSignIn: 'Al iniciar sesión se le pedirá que elija su propia contraseña.',
  mailAccountApprovedSubject: 'Su cuenta de {tenantName} está aprobada',
  mailAccountApproved: '{tenantName} ha aprobado su cuenta. Ya puede comprar en {link}',
  mailAccountPasswordResetSubject: 'Se ha restablecido su contraseña de {tenantName}',
  mailAccountPasswordReset: '{tenantName} ha restablecido su contraseña.',

  mailDocumentForOrder: '{document} del pedido {orderNumber}',
  mailDocumentApprovedSubject: '{tenantName}: Su {document} está aprobado',
  mailDocumentApproved:
    'Hemos verificado su {document}. Cuando todos sus documentos estén aprobados, {button} vuelve a estar disponible.',
  mailDocumentRejectedSubject: '{tenantName}: Su {document} no fue aceptado',
  mailDocumentRejected: 'No pudimos aceptar su {document}.',
  mailDocumentUploadAgain: 'Suba un documento nuevo en el portal.',
};

/** Every shipped language's mail words (mail.test.ts: the same keys and placeholders as English). */
export const MAIL_WORDS: Record<ShippedLanguage, Record<MailWordKey, string>> = { en, es };

/** A mail's words in one language: the text of a key with its `{name}` placeholders filled. */
export type MailWords = (key: MailWordKey, params?: Record<string, string | number>) => string;

/** The mail words of a tenant's language ('es', 'es-MX' → Spanish), English for one Portico does not ship. */
export function mailWordsFor(language: string): MailWords {
  const primary = language.toLowerCase().split('-')[0] ?? 'en';
  const words = isShippedLanguage(primary) ? MAIL_WORDS[primary] : MAIL_WORDS.en;
  // One pass, so a value that itself holds '{name}' (an item's description) is never filled in again.
  return (key, params = {}) =>
    words[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
      Object.hasOwn(params, name) ? String(params[name]) : whole,
    );
}

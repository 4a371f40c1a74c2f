import type { ShippedLanguage } from './shipped-languages.ts';

/**
 * The words of the buyer's documents the portal's dictionary does not hold (the invoice PDF and the order
 * workbook, N-055, N-056): per shipped language other than English, whose words are the documents' own defaults.
 * The portal's dictionary (the tenant's words) is asked first; these fill the rest, so a Spanish invoice has no
 * English heading. Server-only: no app imports this.
 */
const es: Record<string, string> = {
  createDate: 'Creado',
  dueDate: 'Fecha de vencimiento',
  extendedPrice: 'Importe',
  incrementSize: 'Incremento',
  invoice: 'Factura',
  invoiceDate: 'Fecha de factura',
  invoiceNumber: 'Factura n.º',
  itemDescription: 'Descripción',
  order: 'Pedido',
  orderNumber: 'Pedido n.º',
  orderedQuantity: 'Cantidad pedida',
  phonexOrderNumber: 'N.º de pedido del sistema',
  unitPrice: 'Precio unitario',
  updateDate: 'Actualizado',
  warehouse: 'Almacén',
};

const WORDS: Record<Exclude<ShippedLanguage, 'en'>, Record<string, string>> = { es };

/** A document's word in a language ('es', 'es-MX' → Spanish); undefined where the document's English default stands. */
export function documentWord(language: string, key: string): string | undefined {
  const primary = language.toLowerCase().split('-')[0] ?? 'en';
  const words = (WORDS as Record<string, Record<string, string> | undefined>)[primary];
  return words && Object.hasOwn(words, key) ? words[key] : undefined;
}

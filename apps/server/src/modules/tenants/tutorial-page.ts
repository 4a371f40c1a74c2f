import type { DbOrTx } from '../../db/client.ts';
import { escapeHtml } from './index-html.ts';
import type { Tenant } from './tenant.repository.ts';
import { buildSaasConfig, buildSaasI18n, tenantLanguage } from './tenants.service.ts';

/**
 * C-002 / C-058 / Q-062: the tutorial page the Tutorial dialog embeds (config tutorial_url, '/help/tutorial' in
 * the demo). A short how-to for buyers in the tenant's name, colour and dictionary words (Summit's stock list
 * is its 'Inventory'), served by Portico on the tenant's host so the dialog can frame it.
 */
export const TUTORIAL_PATH = '/help/tutorial';

const WORDS = [
  'menuStockList',
  'buy',
  'offer',
  'menuCart',
  'checkout',
  'placeOrder',
  'holdOrderForLater',
  'menuOrders',
  'import',
  'stockAlerts',
] as const;
type Words = Record<(typeof WORDS)[number], string>;

export async function tutorialPage(db: DbOrTx, tenant: Tenant): Promise<string> {
  const language = tenantLanguage(tenant);
  const dictionary = (await buildSaasI18n(db, { tenantId: tenant.id }, language))[language] ?? {};
  const words = Object.fromEntries(WORDS.map((key) => [key, dictionary[key]?.i18n_value ?? key])) as Words;
  const config = buildSaasConfig(tenant, '');
  return renderTutorialPage({
    siteTitle: tenant.siteTitle,
    tenantName: tenant.name,
    language,
    primaryColor: config.style_primary_color,
    fontFamily: config.style_font_family,
    words,
  });
}

/** The page's sentences in each shipped language (A-010); the UI words in them are the tenant's own (`w`). */
type TutorialText = {
  pageTitle: string;
  heading(tenantName: string): string;
  lead: string;
  steps(w: Words): [string, string][];
};
const TEXTS: Record<'en' | 'es', TutorialText> = {
  en: {
    pageTitle: 'How to buy',
    heading: (tenantName) => `How to buy on ${tenantName}`,
    lead: 'Six steps from finding a device to a placed order.',
    steps: (w) => [
      [
        'Find stock',
        `Open ${w.menuStockList} from the menu. Narrow the list with the filters (warehouse, category, grade…) or search by description or item number. Open a result to see each item's grade, quantity and price.`,
      ],
      [
        'Buy at list price',
        `Press ${w.buy} on an item, choose the quantity (in the increments shown) and add it to your cart.`,
      ],
      [
        'Make an offer',
        `Press ${w.offer}, enter your price and quantity and submit. The seller accepts, counters or rejects it; you see the answer in ${w.menuCart} without reloading. To price many items at once, use ${w.import} on the stock list.`,
      ],
      [
        'Check out',
        `In ${w.menuCart}, select the items that are ready and press ${w.checkout}. Choose the shipping and billing address, the shipping method and the payment method; the summary shows the total with fees and tax.`,
      ],
      [
        'Place or hold the order',
        `${w.placeOrder} sends it now; ${w.holdOrderForLater} keeps it open so you can add more items before paying. Either way it appears under ${w.menuOrders}, where you can search, follow and export your orders.`,
      ],
      [
        'Never miss stock',
        `Set a stock alert on an item (the bell; ${w.stockAlerts} lists yours) to be told by e-mail when the seller adds enough units.`,
      ],
    ],
  },
  es: {
    pageTitle: 'Cómo comprar',
    heading: (tenantName) => `Cómo comprar en ${tenantName}`,
    lead: 'Seis pasos desde encontrar un dispositivo hasta realizar un pedido.',
    steps: (w) => [
      [
        'Encontrar inventario',
        `Abra ${w.menuStockList} desde el menú. Acote la lista con los filtros (almacén, categoría, grado…) o busque por descripción o número de artículo. Abra un resultado para ver el grado, la cantidad y el precio de cada artículo.`,
      ],
      [
        'Comprar al precio de lista',
        `Pulse ${w.buy} en un artículo, elija la cantidad (en los incrementos indicados) y agréguelo a su carrito.`,
      ],
      [
        'Hacer una oferta',
        `Pulse ${w.offer}, indique su precio y su cantidad y envíela. El vendedor la acepta, responde con una contraoferta o la rechaza; verá la respuesta en ${w.menuCart} sin recargar la página. Para ofertar por muchos artículos a la vez, use ${w.import} en el inventario.`,
      ],
      [
        'Finalizar la compra',
        `En ${w.menuCart}, seleccione los artículos listos y pulse ${w.checkout}. Elija la dirección de envío y la de facturación, el método de envío y el método de pago; el resumen muestra el total con cargos e impuestos.`,
      ],
      [
        'Realizar o retener el pedido',
        `${w.placeOrder} lo envía ahora; ${w.holdOrderForLater} lo deja abierto para que pueda agregar más artículos antes de pagar. En ambos casos aparece en ${w.menuOrders}, donde puede buscar, seguir y exportar sus pedidos.`,
      ],
      [
        'No se pierda el inventario',
        `Cree una alerta en un artículo (la campana; ${w.stockAlerts} reúne las suyas) para recibir un correo cuando el vendedor agregue suficientes unidades.`,
      ],
    ],
  },
};

const isColour = (v: unknown): v is string => typeof v === 'string' && /^#[0-9a-f]{3,8}$/i.test(v);
const isFontName = (v: unknown): v is string => typeof v === 'string' && /^[\w -]{1,60}$/.test(v);

export function renderTutorialPage(p: {
  siteTitle: string;
  tenantName: string;
  language: string;
  primaryColor?: unknown;
  fontFamily?: unknown;
  words: Words;
}): string {
  const h = escapeHtml;
  const w = Object.fromEntries(Object.entries(p.words).map(([k, v]) => [k, `<b>${h(v)}</b>`])) as Words;
  const colour = isColour(p.primaryColor) ? p.primaryColor : '#1f4e99';
  const font = isFontName(p.fontFamily) ? `"${p.fontFamily}", ` : '';
  const text =
    (TEXTS as Record<string, TutorialText | undefined>)[p.language.toLowerCase().split('-')[0] ?? 'en'] ??
    TEXTS.en;
  const steps = text.steps(w);
  return `<!doctype html>
<html lang="${h(p.language)}">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>${h(p.siteTitle)} — ${text.pageTitle}</title>
    <style>
      :root { color-scheme: light; --brand: ${colour}; }
      body { margin: 0; font: 16px/1.55 ${font}system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1d2433; background: #fff; }
      main { max-width: 44rem; margin: 0 auto; padding: 1.5rem 1.25rem 2rem; }
      h1 { font-size: 1.5rem; margin: 0 0 .25rem; color: var(--brand); }
      p.lead { margin: 0 0 1.25rem; color: #4a5468; }
      ol { list-style: none; counter-reset: step; margin: 0; padding: 0; }
      li { counter-increment: step; position: relative; padding: 0 0 1rem 2.75rem; }
      li::before { content: counter(step); position: absolute; left: 0; top: 0; width: 2rem; height: 2rem; border-radius: 50%; background: var(--brand); color: #fff; display: grid; place-items: center; font-weight: 700; }
      h2 { font-size: 1.05rem; margin: .2rem 0 .15rem; }
      li p { margin: 0; }
    </style>
  </head>
  <body>
    <main>
      <h1>${text.heading(h(p.tenantName))}</h1>
      <p class="lead">${text.lead}</p>
      <ol>
${steps.map(([title, text]) => `        <li><h2>${title}</h2><p>${text}</p></li>`).join('\n')}
      </ol>
    </main>
  </body>
</html>
`;
}

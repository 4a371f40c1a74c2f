import { DEFAULT_ORDER_SETTINGS, type TenantConfigDoc, type TenantSettingsDoc } from '@portico/contract';
import type { Tx } from '../db/client.ts';
import { banners, i18nOverrides, tenantDomains, tenants } from '../db/schema/index.ts';
import { sanitizeBannerHtml } from '../modules/tenants/sanitize-banner.ts';

/** An SVG favicon as a data: URI, so the demo needs no files. */
const svgDataUri = (svg: string) => `data:image/svg+xml,${encodeURIComponent(svg)}`;

type DemoTenant = {
  slug: 'harbor' | 'summit';
  name: string;
  shortName: string;
  siteTitle: string;
  orderNumberPrefix: string;
  domains: string[];
  config: TenantConfigDoc;
  settings: TenantSettingsDoc;
  /** Dictionary overrides, language 'en'. */
  i18n: Record<string, { value: string; plural?: string }>;
  banners: { content: string; isBannerActive: boolean }[];
};

/**
 * Two visibly different brands, so tenancy is obvious on screen: Harbor (navy/teal, Inter, everything on) on
 * localhost, and Summit (forest green/amber, Merriweather Sans, fewer menu entries, renamed labels) on
 * summit.localhost.
 */
const DEMO_TENANTS: DemoTenant[] = [
  {
    slug: 'harbor',
    name: 'Harbor Phones',
    shortName: 'HARBOR',
    siteTitle: 'Harbor Phones Wholesale',
    orderNumberPrefix: 'PXSTKL',
    domains: ['localhost', '127.0.0.1', 'harbor.localhost'],
    config: {
      style_primary_color: '#0B3D91',
      style_secondary_color: '#00897B',
      style_background_color: '#F4F7FB',
      style_paper_color: '#FFFFFF',
      style_text_color: '#14213D',
      style_header_background: '#0B3D91',
      style_header_text_color: '#FFFFFF',
      style_sidebar_background: '#0A2F6E',
      style_sidebar_text_color: '#E3ECFA',
      style_font_family: 'Inter',
      style_heading_font_family: 'Inter',
      style_border_radius: '8px',
      dark_mode_styles: {
        style_primary_color: '#7FA7E8',
        style_secondary_color: '#4DB6AC',
        style_background_color: '#0D1526',
        style_paper_color: '#16213A',
        style_text_color: '#E6ECF5',
        style_header_background: '#0A1A38',
        style_header_text_color: '#E6ECF5',
        style_sidebar_background: '#0A1A38',
        style_sidebar_text_color: '#C9D6EE',
      },
      custom_css:
        '.MuiAppBar-root { box-shadow: 0 2px 0 #00897B; }\n.MuiButton-containedPrimary { letter-spacing: 0.03em; }',
      favicon: svgDataUri(
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#0B3D91"/><path d="M8 44c8-7 16-7 24 0s16 7 24 0v12H8z" fill="#00897B"/><path d="M20 12h7v13h10V12h7v30h-7V31H27v11h-7z" fill="#fff"/></svg>',
      ),
      business_copyrights_text: '© Harbor Phones LLC. All rights reserved.',
      footer_links: [
        { url: '/terms-of-sale', label: 'Terms of Sale', i18n: 'termsOfSale' },
        { url: 'https://harbor.example/privacy', label: 'Privacy Policy' },
        { url: 'https://harbor.example/contact', label: 'Contact Us' },
      ],
      buyer_whatsapp_icon_position: 'bottom-right',
      side_menu_display: {
        StockList: true,
        Cart: true,
        Auctions: true,
        PreOrders: true,
        Orders: true,
        Returns: true,
      },
      // C-058: served by Portico itself (modules/tenants/tutorial-page.ts).
      tutorial_url: '/help/tutorial',
      grading_scale_url: 'https://harbor.example/grading-scale',
      signup_url: 'https://harbor.example/apply',
      login_custom_content:
        '<p><strong>New to Harbor Phones?</strong> Apply for a wholesale account to see live stock and prices.</p>',
      terms_of_sale_html:
        '<p><strong>Terms of Sale</strong></p><p>All devices are sold as graded. Orders are held for a limited time; unpaid orders may accrue reservation fees after the grace period.</p>',
      currencyCode: 'USD',
      currencyPrecision: 2,
      language: 'en',
    },
    settings: {
      cartSettings: {
        // The free-shipping message is written from the shipping methods' free-freight thresholds (015).
        offerClearingSchedule: {
          display: true,
          defaultMessage: 'Offers are reviewed every weekday at 10:00 am and 3:00 pm Eastern time.',
        },
      },
      orderSettings: {
        ...DEFAULT_ORDER_SETTINGS,
        invoiceSettings: {
          ...DEFAULT_ORDER_SETTINGS.invoiceSettings,
          sellerAddress: 'Harbor Phones LLC\n1200 Port Boulevard, Suite 400\nMiami, FL 33132\nUnited States',
        },
      },
      warehouseLabels: { MIA: 'Miami', LAX: 'Los Angeles' },
    },
    i18n: {},
    banners: [
      {
        content:
          '<p><strong>Holiday schedule:</strong> orders paid after Dec 22 ship on Jan 2. <a href="https://harbor.example/holidays" target="_blank">See the full schedule</a>.</p>',
        isBannerActive: true,
      },
    ],
  },
  {
    slug: 'summit',
    name: 'Summit Mobile Trade',
    shortName: 'SUMMIT',
    siteTitle: 'Summit Mobile Trade',
    orderNumberPrefix: 'PXSMT',
    domains: ['summit.localhost'],
    config: {
      style_primary_color: '#1B5E20',
      style_secondary_color: '#FFB300',
      style_background_color: '#F6F8F1',
      style_paper_color: '#FFFFFF',
      style_text_color: '#1F2A1C',
      style_header_background: '#1B5E20',
      style_header_text_color: '#FFF8E1',
      style_sidebar_background: '#123F16',
      style_sidebar_text_color: '#F1F8E9',
      style_font_family: 'Merriweather Sans',
      style_heading_font_family: 'Merriweather Sans',
      style_border_radius: '2px',
      dark_mode_styles: {
        style_primary_color: '#81C784',
        style_secondary_color: '#FFCA28',
        style_background_color: '#0F1A10',
        style_paper_color: '#18261A',
        style_text_color: '#EEF5E9',
        style_header_background: '#0B160C',
        style_header_text_color: '#FFE082',
        style_sidebar_background: '#0B160C',
        style_sidebar_text_color: '#DCEDC8',
      },
      custom_css:
        '.MuiAppBar-root { border-bottom: 3px solid #FFB300; }\n.MuiChip-root { font-weight: 600; }',
      favicon: svgDataUri(
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="32" fill="#1B5E20"/><circle cx="45" cy="21" r="7" fill="#FFB300"/><path d="M6 50 25 21l9 13 6-8 18 24z" fill="#F1F8E9"/></svg>',
      ),
      business_copyrights_text: '© Summit Mobile Trade Ltd.',
      footer_links: [
        { url: 'https://summit.example/terms', label: 'Trading Terms' },
        { url: 'https://summit.example/support', label: 'Support' },
      ],
      buyer_whatsapp_icon_position: 'bottom-left',
      // B-044: Summit runs no auctions and takes no returns through the portal.
      side_menu_display: { Auctions: false, Returns: false },
      currencyCode: 'USD',
      currencyPrecision: 2,
      language: 'en',
    },
    settings: {
      cartSettings: {
        offerClearingSchedule: {
          display: false,
          defaultMessage: 'Offers are reviewed daily at noon Mountain time.',
        },
      },
      orderSettings: {
        ...DEFAULT_ORDER_SETTINGS,
        fulfillmentSettings: { ...DEFAULT_ORDER_SETTINGS.fulfillmentSettings, singleButtonOrderFlow: true },
        invoiceSettings: {
          ...DEFAULT_ORDER_SETTINGS.invoiceSettings,
          sellerAddress: 'Summit Devices Inc.\n4800 Blake Street\nDenver, CO 80216\nUnited States',
        },
      },
      warehouseLabels: { DEN: 'Denver' },
    },
    i18n: {
      menuStockList: { value: 'Inventory' },
      stockListHeading: { value: 'Inventory' },
      dashboardHeading: { value: 'Trade Desk' },
    },
    banners: [],
  },
];

/** The two demo tenants, "harbor" and "summit", with domains, config, dictionaries and banners. Returns slug → id. */
export async function seedDemoTenants(tx: Tx): Promise<Record<'harbor' | 'summit', string>> {
  const ids = {} as Record<'harbor' | 'summit', string>;
  for (const t of DEMO_TENANTS) {
    const [row] = await tx
      .insert(tenants)
      .values({
        slug: t.slug,
        name: t.name,
        shortName: t.shortName,
        siteTitle: t.siteTitle,
        orderNumberPrefix: t.orderNumberPrefix,
        config: t.config,
        settings: t.settings,
      })
      .returning({ id: tenants.id });
    const tenantId = row!.id;
    ids[t.slug] = tenantId;
    await tx.insert(tenantDomains).values(t.domains.map((domain) => ({ domain, tenantId })));
    const overrides = Object.entries(t.i18n);
    if (overrides.length > 0) {
      await tx.insert(i18nOverrides).values(
        overrides.map(([key, { value, plural }]) => ({
          tenantId,
          language: 'en',
          key,
          value,
          valuePlural: plural ?? null,
        })),
      );
    }
    if (t.banners.length > 0) {
      // Stored sanitised, as the seller console would save it.
      await tx.insert(banners).values(
        t.banners.map((b) => ({
          tenantId,
          content: sanitizeBannerHtml(b.content),
          isBannerActive: b.isBannerActive,
        })),
      );
    }
  }
  return ids;
}

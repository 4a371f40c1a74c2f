import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../components/page.tsx';
import { useAccess } from '../../lib/authorities.ts';
import { MENU_ENTRIES, type MenuKey } from '../../lib/menu.ts';
import { useSiteConfig } from '../../lib/site-config.ts';

const CARDS: { key: MenuKey; icon: ReactNode; textKey: string }[] = [
  { key: 'StockList', icon: <Inventory2Outlined />, textKey: 'dashboardStockText' },
  { key: 'Cart', icon: <ShoppingCartOutlined />, textKey: 'dashboardCartText' },
  { key: 'Orders', icon: <ReceiptLongOutlined />, textKey: 'dashboardOrdersText' },
];

/** A-016 / Q-075: /dashboard and /help show the tenant name, 'Buyer Dashboard' and links to the main screens. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const { tenantName } = useSiteConfig();
  const { menu } = useAccess();
  const cards = CARDS.filter((c) => c.key === 'StockList' || menu.includes(c.key));
  return (
    <Page title={t('dashboardHeading')} overline={tenantName}>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>{t('dashboardIntro')}</Typography>
      <Grid container spacing={2}>
        {cards.map(({ key, icon, textKey }) => (
          <Grid key={key} size={{ xs: 12, sm: 6, md: 4 }}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea component={Link} to={MENU_ENTRIES[key].path} sx={{ height: '100%', p: 1 }}>
                <CardContent>
                  <Typography
                    component="span"
                    sx={{ color: 'primary.main', display: 'inline-flex', mb: 1, '& svg': { fontSize: 32 } }}
                  >
                    {icon}
                  </Typography>
                  <Typography variant="h2" component="h2" sx={{ fontSize: '1.1rem', mb: 0.5 }}>
                    {t(MENU_ENTRIES[key].labelKey)}
                  </Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {t(textKey)}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Page>
  );
}

import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Page } from '../../components/page.tsx';

/** the order details title is the site title plus Order. */
export default function OrderDetailsPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  return <Page title={t('orderTitle')} heading={t('orderNumberHeading', { orderNumber: id })} />;
}

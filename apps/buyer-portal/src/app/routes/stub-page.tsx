import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page.tsx';

/** a screen that shows only its heading (and until their features land, the screens that will grow). */
export function StubPage({ headingKey }: { headingKey: string }) {
  const { t } = useTranslation();
  return <Page title={t(headingKey)} />;
}

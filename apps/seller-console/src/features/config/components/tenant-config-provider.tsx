import Alert from '@mui/material/Alert';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { SaasConfig } from '@portico/contract';
import { setDisplayTimeZone } from '@portico/domain';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { FullPageStatus } from '../../../components/full-page-status.tsx';
import { LoadFailed } from '../../../components/load-states.tsx';
import { applyTenantDictionary, t } from '../../../lib/i18n.ts';
import { useSaasConfig } from '../api/get-saas-config.ts';
import { useSaasI18n } from '../api/get-saas-i18n.ts';
import { createTenantTheme } from '../theme/create-tenant-theme.ts';
import { TenantDocument } from './tenant-document.tsx';

const TenantConfigContext = createContext<SaasConfig | undefined>(undefined);

const neutralTheme = createTenantTheme(undefined);

/**
 * Loads the tenant's public config and words, themes everything below it with the tenant's brand, and shows times
 * in the tenant's time zone.
 */
export function TenantConfigProvider({ children }: { children: ReactNode }) {
  const config = useSaasConfig();
  const words = useSaasI18n();
  const language = config.data?.language || 'en';
  // The tenant's words are in place before any screen renders; without them the English defaults read.
  const wordsSettled = !words.isPending;
  useMemo(() => {
    if (wordsSettled) applyTenantDictionary(language, words.data);
  }, [wordsSettled, language, words.data]);
  // Times read on the tenant's clock (its invoices and daily report), whoever opens the console where.
  const timeZone = config.data?.timeZone;
  useMemo(() => setDisplayTimeZone(timeZone), [timeZone]);
  const theme = useMemo(() => (config.data ? createTenantTheme(config.data) : neutralTheme), [config.data]);

  let content: ReactNode;
  if (config.isPending || !wordsSettled) {
    content = <FullPageStatus label={t('consoleLoadingTheConsole')} />;
  } else if (config.isError) {
    content = (
      <FullPageStatus label={t('consoleTheConsoleCouldNotLoad')}>
        <LoadFailed
          error={config.error}
          onRetry={() => void config.refetch()}
          lead={t('consoleTheConsoleCouldNotLoadIts')}
        />
      </FullPageStatus>
    );
  } else if (config.data.deactivated) {
    content = (
      <FullPageStatus label={t('consoleMarketplaceUnavailable')}>
        <Alert severity="warning">
          {t('consoleIsNotAvailableAtTheMoment', { tenantName: config.data.tenantName })}
        </Alert>
      </FullPageStatus>
    );
  } else {
    content = <TenantConfigContext value={config.data}>{children}</TenantConfigContext>;
  }

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <TenantDocument tenantName={config.data?.tenantName} favicon={config.data?.favicon} />
      {content}
    </ThemeProvider>
  );
}

/** The tenant's public config; only under TenantConfigProvider, which renders children once it is loaded. */
export function useTenantConfig(): SaasConfig {
  const value = useContext(TenantConfigContext);
  if (!value) throw new Error('useTenantConfig must be used inside TenantConfigProvider');
  return value;
}

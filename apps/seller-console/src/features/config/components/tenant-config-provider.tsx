import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { SaasConfig } from '@portico/contract';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { FullPageStatus } from '../../../components/full-page-status.tsx';
import { useSaasConfig } from '../api/get-saas-config.ts';
import { createTenantTheme } from '../theme/create-tenant-theme.ts';
import { TenantDocument } from './tenant-document.tsx';

const TenantConfigContext = createContext<SaasConfig | undefined>(undefined);

const neutralTheme = createTenantTheme(undefined);

/** Loads the tenant's public config and themes everything below it with the tenant's brand. */
export function TenantConfigProvider({ children }: { children: ReactNode }) {
  const config = useSaasConfig();
  const theme = useMemo(() => (config.data ? createTenantTheme(config.data) : neutralTheme), [config.data]);

  let content: ReactNode;
  if (config.isPending) {
    content = <FullPageStatus label="Loading the console" />;
  } else if (config.isError) {
    content = (
      <FullPageStatus label="The console could not load">
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void config.refetch()}>
              Retry
            </Button>
          }
        >
          The console could not load its settings. {config.error.message}
        </Alert>
      </FullPageStatus>
    );
  } else if (config.data.deactivated) {
    content = (
      <FullPageStatus label="Marketplace unavailable">
        <Alert severity="warning">{config.data.tenantName} is not available at the moment.</Alert>
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

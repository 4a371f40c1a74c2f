import type { TFunction } from 'i18next';

/**
 * The accessible names of MUI's pager buttons (Pagination, TablePagination) in the tenant's language:
 * MUI's own are English ('Go to page 2'). The English entries keep MUI's words.
 */
export function pagerAriaLabel(t: TFunction) {
  return (type: string, page?: number | null, selected?: boolean): string => {
    switch (type) {
      case 'first':
        return t('pagerFirst');
      case 'previous':
        return t('pagerPrevious');
      case 'next':
        return t('pagerNext');
      case 'last':
        return t('pagerLast');
      default:
        return selected ? t('pagerCurrentPage', { page }) : t('pagerPage', { page });
    }
  };
}

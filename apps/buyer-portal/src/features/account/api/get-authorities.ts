import { request } from '@portico/web-kit';

/** GET security/authorities (B-033); a failure shows the server message as an error toast (B-034, O-020). */
export const getAuthorities = () => request<{ authority: string }[]>('security/authorities');

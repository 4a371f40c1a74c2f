import type { UserInfo } from '@portico/contract';
import { request } from '@portico/web-kit';

/** GET account/user-info (B-018, Q-013). */
export const getUserInfo = () => request<UserInfo>('account/user-info');

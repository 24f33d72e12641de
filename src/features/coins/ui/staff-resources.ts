/** The coin shop's screens in the back office (decision 0028): the order queue, one order, the daily lists; the catalogue of coin issues. */
import type { StaffResource } from '#src/features/staff/ui/screens.ts';
import { COINS_PERMISSIONS } from '../permissions.ts';
import { COIN_ISSUES_TEXT } from './catalogue-text.ts';
import { CoinIssueCreate, CoinIssueEdit, CoinIssueList, CoinIssueShow } from './staff-catalogue.tsx';
import { CoinDailyLists, CoinOrderList, CoinOrderShow } from './staff-orders.tsx';
import { COIN_ORDERS_TEXT } from './staff-text.ts';

export const COIN_RESOURCES: readonly StaffResource[] = [
  {
    name: 'coin-orders',
    desk: 'shop',
    screens: { list: CoinOrderList, show: CoinOrderShow },
    access: { list: COINS_PERMISSIONS['coins.orders.read'], show: COINS_PERMISSIONS['coins.orders.read'] },
    recordRepresentation: 'reference',
    text: COIN_ORDERS_TEXT,
    routes: [{ path: '/coin-orders/daily-lists', element: CoinDailyLists, access: COINS_PERMISSIONS['coins.orders.read'] }],
  },
  {
    name: 'coin-issues',
    desk: 'shop',
    // The auditor reads an issue on the same form, read only (show); the clerk edits it.
    screens: { list: CoinIssueList, show: CoinIssueShow, edit: CoinIssueEdit, create: CoinIssueCreate },
    access: {
      list: COINS_PERMISSIONS['coins.catalogue.read'],
      show: COINS_PERMISSIONS['coins.catalogue.read'],
      edit: COINS_PERMISSIONS['coins.catalogue.manage'],
      create: COINS_PERMISSIONS['coins.catalogue.manage'],
    },
    recordRepresentation: 'slug',
    text: COIN_ISSUES_TEXT,
  },
];

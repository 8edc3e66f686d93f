import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { MessageKey } from '@platform/shared/i18n/catalogues';
import type { Area } from '@platform/shared/access/areas';

// The slots the app's frames declare and the features fill. This file imports nothing from app/ or
// features/: features import it, and the app receives their lists from main.tsx (features/index.ts),
// so the app never imports a feature.

/**
 * The back-office area (or areas, any one of which is enough) that opens an entry or a page: the server's
 * policies decide which areas a caller opens and send them with the profile (`profile.areas`); the web never
 * works a rule out from permission keys.
 */
export type AreaNeeds = Area | readonly Area[];

/** An entry of the back-office navigation. */
export interface NavItem {
  to: string;
  label: MessageKey;
  /** The label a pre-approver reads instead (spec §6: 'preapprobator' gets pre-approval titles). */
  preapproverLabel?: MessageKey;
  /** Shown only to users the server opens this area to; none means every signed-in user. */
  area?: AreaNeeds;
}

/**
 * A public page. The public shell serves it on the public pages' first load (without the router, which only
 * the back-office needs) and the router once the back-office has loaded, so a page reaches navigation through
 * `app/navigation/` only. `path` is written as in the shared page list (`packages/shared/src/http/page-routes.ts`):
 * `:name` one segment, `:name?` an optional one.
 */
export type PublicRoute =
  | { path: string; Component: ComponentType; lazy?: undefined }
  /** A page in a chunk of its own, loaded on its first visit. */
  | { path: string; Component?: undefined; lazy: () => Promise<{ Component: ComponentType }> };

/** What a back-office route declares in its `handle`: the frame shows access denied to a user it does not open to. */
export interface AdminRouteHandle {
  area?: AreaNeeds;
}

/**
 * What a web feature brings to the app, in one export (`<feature>.feature.ts`): its pages, its entries in
 * the back-office navigation, and what it shows in the frames' slots. The router, the frames and the
 * navigation iterate the lists of features; they name no feature.
 */
export interface WebFeature {
  name: string;
  /** Pages inside the public frame (the client's header and footer). */
  publicRoutes?: readonly PublicRoute[];
  /** Pages inside the back-office frame (signed-in users only). Paths are relative to the site root. */
  adminRoutes?: RouteObject[];
  /** Entries of the back-office navigation, in the order they show. */
  nav?: NavItem[];
  /** Shown in the back-office top bar, between the title and the account links. */
  topBar?: readonly ComponentType[];
  /**
   * Shown above the header. A public feature's banners show in both frames; a back-office feature's in the
   * back-office frame only (the public pages never load it).
   */
  banners?: readonly ComponentType[];
}

/**
 * A feature of the public pages, in the first bundle (features/public-features.ts). A feature with pages in
 * both frames exports two descriptors, one in each list.
 */
export type PublicWebFeature = Omit<WebFeature, 'adminRoutes' | 'nav' | 'topBar'>;

/** A feature of the back-office, loaded the first time a back-office path opens (features/back-office-features.ts). */
export type BackOfficeWebFeature = Omit<WebFeature, 'publicRoutes'>;

/** The feature lists main.tsx hands to the router and, through it, to the frames. */
export interface AppFeatures {
  /** The public pages' features: loaded with the first bundle. */
  public: readonly PublicWebFeature[];
  backOffice: {
    /** Where the back-office's pages are: a path equal to one of these or below it loads the back-office's features. */
    paths: readonly string[];
    /** The back-office's features, in navigation order, loaded on the first visit of one of its paths. */
    load(): Promise<readonly BackOfficeWebFeature[]>;
  };
}

/** A route's `lazy` loader for a page component exported under `name` by a module loaded on first visit. */
export function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return async () => ({ Component: (await load())[name] });
}

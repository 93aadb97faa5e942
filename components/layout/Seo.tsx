import Head from 'next/head';

type Props = {
  title: string;
  description: string;
  /** Absolute canonical URL of this page. */
  canonical: string;
  image?: { url: string; width: number; height: number; alt: string };
  type?: 'website' | 'article' | 'product';
  jsonLd?: object[];
};

const SITE_NAME = '라이드마켓';

/** Title, description, canonical and the tags search engines and link-preview bots read. */
export function Seo({ title, description, canonical, image, type = 'website', jsonLd = [] }: Props) {
  return (
    <Head>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={canonical} />
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:locale" content="ko_KR" />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      {image ? (
        <>
          <meta property="og:image" content={image.url} />
          <meta property="og:image:width" content={String(image.width)} />
          <meta property="og:image:height" content={String(image.height)} />
          <meta property="og:image:alt" content={image.alt} />
        </>
      ) : null}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      {image ? <meta name="twitter:image" content={image.url} /> : null}
      {jsonLd.map((data, index) => (
        <script
          key={index}
          type="application/ld+json"
          // JSON-LD must be raw JSON; `<` is escaped so no string can close the script element.
          dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
        />
      ))}
    </Head>
  );
}

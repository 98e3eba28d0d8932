export type PageMetaProps = {
  /** the document title, brand included; omitted by pages that set document.title themselves */
  title?: string;
  /** the search-result snippet and social description, ideally 70-160 characters */
  description: string;
  /** Open Graph object type (default "website") */
  ogType?: 'website' | 'article';
};

/**
 * A page's title, description and Open Graph text. React 19 hoists these tags into <head>, and
 * when a prerendered page hydrates it adopts the identical tags the build wrote there rather than
 * adding copies; on client navigation they are swapped with the page. The site-wide tags
 * (og:image, og:site_name, twitter:card) are static in index.html.
 */
export function PageMeta({ title, description, ogType = 'website' }: PageMetaProps) {
  return (
    <>
      {title !== undefined && <title>{title}</title>}
      <meta name="description" content={description} />
      {title !== undefined && <meta property="og:title" content={title} />}
      <meta property="og:description" content={description} />
      <meta property="og:type" content={ogType} />
    </>
  );
}

import type { ReactNode } from 'react';
import './page.css';

interface PageHeroProps {
  title: string;
  /** A short line under the title. */
  lead?: ReactNode;
  /** Decorative background picture (the title says what the page is). */
  image?: string;
}

/** The top of every content page: its one h1, and optionally a lead line and a picture. */
export function PageHero({ title, lead, image }: PageHeroProps) {
  return (
    <header className={`page-hero${image ? ' page-hero--image' : ''}`}>
      {image && (
        <img
          className="page-hero__image"
          src={image}
          alt=""
          width={1600}
          height={800}
          fetchPriority="high"
        />
      )}
      <div className="page-hero__text">
        <h1>{title}</h1>
        {lead && <p className="page-hero__lead">{lead}</p>}
      </div>
    </header>
  );
}

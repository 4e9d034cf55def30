import type { RemoteRoutesComponent, RemoteRoutesProps } from '@furnace/contracts';
import { Link, Route, Routes } from '@furnace/router';
import styles from './timeline.module.css';

/** Dates from the museum's own record (docs/product.md §9). */
const MILESTONES = [
  { year: 1742, text: 'The furnace is built and the first iron is cast.' },
  { year: 1883, text: 'The last fire goes out: the furnace ends its working life.' },
  { year: 1984, text: 'Volunteers form the support association that helps care for the site.' },
];

function Timeline({ basePath }: RemoteRoutesProps) {
  return (
    <section className="page-section" aria-labelledby="timeline-title">
      <h1 id="timeline-title">Furnace timeline</h1>
      <ol className={styles.timeline__list}>
        {MILESTONES.map((milestone) => (
          <li key={milestone.year}>
            <strong>{milestone.year}</strong> {milestone.text}
          </li>
        ))}
      </ol>
      <p>
        <Link to={`${basePath}/about`}>About this timeline</Link>
      </p>
    </section>
  );
}

function AboutTimeline({ basePath }: RemoteRoutesProps) {
  return (
    <section className="page-section">
      <h1>About this timeline</h1>
      <p>A first step toward the interactive timeline promised in the new-website announcement.</p>
      <Link to={basePath}>Back to the timeline</Link>
    </section>
  );
}

/**
 * Exposed as 'timeline/routes'. The shell renders it under the registry's mountPath, so paths
 * here are relative to that mount, and `basePath` builds links back into it.
 */
function TimelineRoutes(props: RemoteRoutesProps) {
  return (
    <Routes>
      <Route index element={<Timeline {...props} />} />
      <Route path="about" element={<AboutTimeline {...props} />} />
    </Routes>
  );
}

export default TimelineRoutes satisfies RemoteRoutesComponent; // the shell's contract, checked

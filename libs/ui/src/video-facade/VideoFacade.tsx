import { useState } from 'react';
import styles from './video-facade.module.css';

interface VideoFacadeProps {
  title: string;
  embedUrl: string;
  poster: string;
}

/** Click-to-play: no third-party frame, script or cookie loads until the visitor asks. */
export function VideoFacade({ title, embedUrl, poster }: VideoFacadeProps) {
  const [playing, setPlaying] = useState(false);
  return (
    <div className={styles['ui-video']}>
      {playing ? (
        <iframe
          src={embedUrl}
          title={title}
          width={640}
          height={360}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
        />
      ) : (
        <button
          type="button"
          className={styles['ui-video__facade']}
          onClick={() => setPlaying(true)}
        >
          <img src={poster} alt="" width={640} height={360} loading="lazy" decoding="async" />
          <span className={styles['ui-video__play']} aria-hidden="true" />
          <span className={styles['ui-video__label']}>Play video: {title}</span>
        </button>
      )}
    </div>
  );
}

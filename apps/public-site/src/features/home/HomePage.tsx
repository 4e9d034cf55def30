import { usePageTitle } from '../../hooks/usePageTitle';
import { useOpenStatus } from '../hours/useOpenStatus';
import { HomeHero } from './HomeHero';
import { WelcomeBlock } from './WelcomeBlock';
import './home.css';

/** SPEC section 2 "Home page". */
export default function HomePage() {
  usePageTitle();
  const status = useOpenStatus();
  return (
    <>
      <HomeHero status={status} />
      <WelcomeBlock status={status} />
    </>
  );
}

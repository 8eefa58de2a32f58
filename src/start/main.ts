import '../styles/portal.css';
import { initStartPage } from './start-page';

initStartPage(document);

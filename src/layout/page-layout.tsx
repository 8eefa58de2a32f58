import { Link, Outlet } from 'react-router-dom';

/** The frame of every page: skip link, header, the page itself in <main>, footer. */
export function PageLayout() {
  return (
    <>
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      <header className="site-header">
        <div className="page-width">
          <Link className="site-header__name" to="/startpage">
            Resident portal
          </Link>
        </div>
      </header>
      <main className="page-width" id="main-content" tabIndex={-1}>
        <Outlet />
      </main>
      <footer className="site-footer">
        <div className="page-width">
          <p>Your housing association’s self-service portal for residents.</p>
        </div>
      </footer>
    </>
  );
}

// The one door to react-router. The router's contexts (location, navigation) are one instance on the page: the
// host's BrowserRouter serves the remotes' routes and links. So it is shared across the host/remote boundary,
// and a shared module is bundled whole; sharing this module instead of 'react-router-dom' bundles only what is
// named here, not the data routers, loaders and server rendering this product does not use.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  UNSAFE_NavigationContext,
  Navigate,
  Route,
  Router,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';

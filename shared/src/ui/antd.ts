// The one door to antd. antd holds React contexts that must be one instance on the page (the theme tokens and
// the dark algorithm of ConfigProvider, App's message and modal), so it is shared across the host/remote
// boundary, and a shared module is bundled whole. Sharing this module instead of 'antd' bundles only the
// components named here (about half of antd). To draw another component, add it here; code imports antd only
// through this module (eslint's no-restricted-imports says so), else it would get a second antd without the theme.
// Table has its own door (ui/antd-table): only the screens that draw one download it.
export {
  Alert,
  App,
  Avatar,
  Badge,
  Button,
  Card,
  Checkbox,
  Col,
  ConfigProvider,
  DatePicker,
  Descriptions,
  Divider,
  Drawer,
  Dropdown,
  Empty,
  Flex,
  Form,
  Input,
  Layout,
  List,
  Menu,
  Modal,
  Popover,
  Radio,
  Result,
  Row,
  Select,
  Skeleton,
  Space,
  Spin,
  Tabs,
  Tag,
  Timeline,
  Typography,
  theme,
} from 'antd';
export type { ButtonProps, InputRef, MenuProps, NotificationArgsProps, ThemeConfig } from 'antd';

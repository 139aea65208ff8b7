import type { AreaCatalog } from '../../area';
import type { cartMessages } from './en';

const zh: AreaCatalog<typeof cartMessages> = {
  'viewCart': '查看购物车',
  'yourListing': '你的商品',
  'add': '加入购物车',
  'addTitle': '加入购物车：{title}',
  'adding': '正在加入...',
  'added': '已加入购物车：{title}',
  'addedMany': '已加入购物车：{quantity} × {title}',
  'stock.unavailable': '不可购买',
  'stock.out': '缺货',
  'stock.low': '仅剩 {count} 件',
  'stock.in': '库存 {count} 件',
  'buy.title': '在商城购买',
  'buy.quantity': '数量',
  'buy.total': '合计',
  'buy.now': '立即购买',
  'buy.allInCart': '剩余的 {count} 件都已在你的购物车中。',
  'buy.canAdd': '购物车中已有 {inCart} 件：还可以再加 {room} 件。',
  'buy.inCart': '购物车中已有 {inCart} 件。',
  'buy.note': '当日配送或自取。可用移动钱包或货到付款。',
  'buy.outOfStock': '该商品缺货。可以私信卖家询问何时补货。',
  'buy.unavailable': '该商品暂时无法购买。',
};

export default zh;

print("layout-server")
